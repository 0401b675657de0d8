# 150 processes run a file of PATH with USDT probes when sonda starts
# (more than the 120 a latent probe's guard once named): each gets probes
# of its own, and a process started later from the same file is still
# traced by the latent probe, whose guard leaves the 150 out (a search
# tree of their pids), from its first round (exactly 50 counted), not by
# the exec watch (which says so with SONDA_XWATCH_STATS=1); none of the
# 150 counts twice.
# @@timeout: 120
. "$SONDA_ROOT/tests/lib/ready.sh"
T=$SONDA_TRIGGERS/upid
t=$SONDA_TEST_TMP
name=umany$$
mkdir -p "$t/bin.$$"
cp "$T" "$t/bin.$$/$name"
pids=
for i in $(seq 1 150); do
	"$t/bin.$$/$name" 1000000 200000 > /dev/null &
	pids="$pids $!"
done
sleep 1
PATH=$t/bin.$$:$PATH SONDA_XWATCH_STATS=1 env --default-signal=INT "$SONDA" -q -n '
BEGIN { printf("ready\n"); }
upid*:::round /execname == "'$name'"/ { @n[pid] = count(); }
END { printa("%d %@d\n", @n); }' > "$t/out" 2> "$t/err" &
s=$!
wait_ready $s "$t/out"
t0=$(date +%s%N)
"$t/bin.$$/$name" 50 1000 > /dev/null &
a=$!
wait $a
sleep 0.5
kill -INT $s
wait $s
st=$?
t1=$(date +%s%N)
echo "sonda exit status $st"
kill $pids
wait $pids 2> /dev/null
grep -v "exec watch: pid [0-9]*:" "$t/err"	# (other tests' processes)
grep -c "exec watch: pid $a:" "$t/err" | sed "s/^/exec watch lines for the later process: /"
# rounds are 200 ms apart: a process counted twice would have about
# twice the rounds that fit in the time sonda traced
awk -v a=$a -v p="$pids" -v max=$(( (t1 - t0) / 200000000 + 2 )) 'BEGIN { split(p, v, " "); for (i in v) old[v[i]] = 1 }
	NF != 2 { next }
	$1 == a { print "later process:", $2 }
	$1 in old { n++; if ($2 > max) print "pid counted " $2 " times, more than " max }
	END { print "running processes counted:", (n >= 140) }' "$t/out"
