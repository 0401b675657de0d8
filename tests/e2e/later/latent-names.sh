# A process started later that runs a file of PATH is traced by latent
# probes (one uprobe on the file for every process): the provider name
# that ERROR's message and the JSON output (-x oformat=json) give for its
# firings is upid<PID> of the firing process, as DTrace names the
# process's probe, not the bare provider (the exec watch, which would
# say so on stderr with SONDA_XWATCH_STATS=1, leaves such a process to
# the latent probes; other tests' upid processes may be given probes by
# it meanwhile).
# @@timeout: 60
. "$SONDA_ROOT/tests/lib/ready.sh"
T=$SONDA_TRIGGERS/upid
t=$SONDA_TEST_TMP
name=ulat$$
mkdir -p "$t/bin.$$"
cp "$T" "$t/bin.$$/$name"
run() {
	: > "$t/out"; : > "$t/err"	# not the last run's "ready": the job may open them late
	PATH=$t/bin.$$:$PATH SONDA_XWATCH_STATS=1 env --default-signal=INT "$SONDA" -Z -q "$@" > "$t/out" 2> "$t/err" &
	s=$!
	wait_ready $s "$t/out" "$t/err"
	"$t/bin.$$/$name" 20 10000 > /dev/null &
	a=$!
	wait $a
	kill -INT $s
	wait $s
	echo "sonda exit status $?"
	sed -e "s/upid$a\\b/upidPID/g" -e "s/$name/NAME/g" -e 's/"timestamp":[0-9]*/"timestamp":TS/' \
	    -e 's/"cpu":[0-9]*/"cpu":C/' -e 's/ID [0-9]*/ID N/' -e 's/"id":[0-9]*/"id":N/' \
	    -e 's/BPF pc [0-9]*/BPF pc N/' -e 's/"pc":[0-9]*/"pc":N/' -e 's/"epid":[0-9]*/"epid":N/' \
	    -e 's/"address":[0-9]*/"address":A/' "$t/out" "$t/err" | grep -v ready |
		grep -v "exec watch: pid [0-9]*:"	# (other tests' processes)
	grep -c "exec watch: pid $a:" "$t/err" | sed "s/^/exec watch lines for it: /"
}
echo "ERROR:"
run -n 'BEGIN { printf("ready\n"); }
upid*:::round /execname == "'$name'" && arg0 == 3/ { trace(*(int *)0); }'
echo "JSON:"
run -x oformat=json -n 'BEGIN { printf("ready\n"); }
upid*:::round /execname == "'$name'" && arg0 == 3/ { trace(probeprov == strjoin("upid", lltostr(pid))); }
upid*:::round /execname == "'$name'" && arg0 == 4/ { trace(*(int *)0); }'
