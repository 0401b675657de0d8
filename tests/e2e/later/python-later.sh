# Processes started after sonda attached: python*:::function-entry (a
# provider glob) and python:::function-entry (a provider named without a
# process ID) count, exactly, the calls of Debian's python3.11 processes
# that start later, each with probeprov python<PID>, and of one that ran
# before sonda started, none twice. Python fires function__entry only
# when its semaphore is raised, so the counts show the kernel raised it
# in the new process (the uprobe's ref_ctr_offset). Without -Z a
# description that no running process has is an error, as in DTrace;
# with -Z sonda waits for such processes. When sonda has ended, also by
# SIGKILL, no BPF program of it is left and the semaphore is back to 0.
# @@timeout: 120
PY=/usr/bin/python3.11
D=$SONDA_TEST_DIR/data
command -v bpftool > /dev/null || { echo "bpftool is missing" >&2; exit 77; }
[ -x $PY ] || { echo "$PY is missing" >&2; exit 77; }
readelf -h $PY | grep -q 'Type:.*EXEC' || { echo "$PY is not ET_EXEC" >&2; exit 77; }
. "$SONDA_ROOT/tests/lib/bpfprogs.sh"
export SEMA=$(readelf -n $PY | awk '/Name: function__entry/ { getline; print $NF; exit }')
t=$SONDA_TEST_TMP
rm -f "$t"/go "$t"/end "$t"/bpid
# A runs before sonda starts; B starts after sonda attached (the -c
# command starts it).
$PY "$D/calls.py" 100 50 "$t/go" "$t/end" > "$t/a.out" &
a=$!
cat > "$t/run.sh" <<EOS
sh -c 'echo \$\$ > "$t/bpid"; exec $PY "$D/calls.py" 1234 567 "$t/go"' > "$t/b.out"
while kill -0 $a 2> /dev/null && ! grep -q raised "$t/a.out"; do sleep 0.05; done
EOS
run() {
	"$SONDA" "$@" > "$t/out" 2> "$t/err" &
	s=$!
	for _ in $(seq 1 600); do [ -s "$t/bpid" ] && break; sleep 0.1; done
	ids="$(owned $s)"
	: > "$t/go"
	wait $s
	echo "sonda exit status $?"
	b=$(cat "$t/bpid")
	awk -v a=$a -v b=$b '$1 == a { $1 = "A" } $1 == b { $1 = "B" } $1 == "A" || $1 == "B"' "$t/out" |
		sed -e "s/python$a/pythonA/" -e "s/python$b/pythonB/" | sort
	rm -f "$t/bpid" "$t/go"
}
echo "python*, A running at start:"
run -Z -q -n '
python*:::function-entry /copyinstr(arg1) == "f" || copyinstr(arg1) == "g"/ {
	@[pid, copyinstr(arg1), probeprov == strjoin("python", lltostr(pid))] = count();
}
python*:::function-entry /copyinstr(arg1) == "f" && pid != $target/ { @p[pid, probeprov] = count(); }
END { printa("%d %s probeprov-ok=%d %@u\n", @); printa("%d %s %@u\n", @p); }' -c "sh $t/run.sh"
report_left
: > "$t/end"
wait $a
cat "$t/a.out" "$t/b.out"
# a copy of python under a name of its own, in a directory of sonda's
# PATH: no process runs it when sonda starts
mkdir -p "$t/bin"
cp $PY "$t/bin/pyt-$$"
echo "python, none running at start:"
PATH=$t/bin:$PATH timeout 20 "$SONDA" -q -n "python:pyt-$$::function-entry { }" 2>&1 |
	sed -n -e "s/pyt-$$/PYT/" -e 's/^.*error: //p'
cat > "$t/run.sh" <<EOS
sh -c 'echo \$\$ > "$t/bpid"; exec "$t/bin/pyt-$$" "$D/calls.py" 30 7 "$t/go"' > "$t/b.out"
EOS
PATH=$t/bin:$PATH run -Z -q -n "
python:pyt-$$::function-entry /copyinstr(arg1) == \"f\" || copyinstr(arg1) == \"g\"/ {
	@[pid, strjoin(probeprov, copyinstr(arg1)), probemod == \"pyt-$$\"] = count();
}
END { printa(\"%d %s %d %@u\\n\", @); }" -c "sh $t/run.sh"
report_left
cat "$t/b.out"
echo "SIGKILL:"
rm -f "$t/go" "$t/end"
"$t/bin/pyt-$$" "$D/calls.py" 3 0 "$t/go" "$t/end" > "$t/c.out" &
c=$!
PATH=$t/bin:$PATH "$SONDA" -Z -q -n "python:pyt-$$::function-entry { }
BEGIN { printf(\"attached\\n\"); }" > "$t/out" 2>&1 &
s=$!
for _ in $(seq 1 600); do grep -q attached "$t/out" && break; sleep 0.1; done
ids="$(owned $s)"
: > "$t/go"
for _ in $(seq 1 600); do grep -q raised "$t/c.out" && break; sleep 0.1; done
kill -KILL $s
wait $s 2> /dev/null
report_left
: > "$t/end"
wait $c
cat "$t/c.out"
