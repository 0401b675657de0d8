# printa( ) prints the consumer's view of the aggregations, as DTrace's
# dt_printa( ), which walks the hash that dtrace_aggregate_snap( ) last
# filled: with -x aggrate=1h, while probes fire, that is the reading made
# at the first read of the buffers after BEGIN's ("start"). @a's count
# there is 1, and @b, made later, is not in it: its printa( ) prints the
# empty line alone, so it is still printed at exit. Without aggrate the
# view is read at each read of the buffers (as a record first needs it).
# @@serial
run() {
	taskset -c 0 "$SONDA" -q "$@" -n '
	BEGIN { @a = count(); }
	tick-150ms { n++; }
	tick-150ms /n == 1/ { printf("start\n"); }
	tick-150ms /n == 16/ { @a = count(); @b[1] = count(); }
	tick-150ms /n == 18/ { printa("a %@d\n", @a); printa(@b); printf("--\n"); }
	tick-150ms /n == 20/ { exit(0); }'
}
echo "== aggrate=1h"
run -x aggrate=1h
echo "== no aggrate"
run
