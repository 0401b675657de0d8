# clear( ) acts on the consumer's view of the aggregation, as DTrace's
# dt_clear( ): it raises the aggregation's generation (bpf/get_agg.c then
# starts an entry of an older one from zero at its next update) and zeroes
# the entries of the consumer's hash; dt_aggregate_snap_one( ) skips the
# kernel's older data of an entry the hash holds, but takes in whole an
# entry new to the hash. With -x aggrate=1h the view is the reading made
# at the first read of the buffers after BEGIN's ("start"): @[0] and @a
# are in it, the others are made later. So the clear( ) at step 18 zeroes
# @[0] (printa( ) right after it prints the view: @[0] alone, zero) and
# @a; @[1], @b and @n keep the values they had, which the next reading
# (END's) shows; @e, updated again after the clear( ), starts from zero;
# @m, in the view, stays at max( )'s identity. Without aggrate the view is
# read as each batch of records begins, so everything is cleared.
# @@serial
run() {
	taskset -c 0 "$SONDA" -q "$@" -n '
	BEGIN { @[0] = count(); @a = count(); @m = max(7); }
	tick-150ms { n++; }
	tick-150ms /n == 1/ { printf("start\n"); }
	tick-150ms /n == 16/ { @[1] = count(); @[0] = count(); @b = count(); @b = count();
		@n = min(4); @e = count(); @e = count(); }
	tick-150ms /n == 18/ { clear(@); clear(@a); clear(@b); clear(@m); clear(@n); clear(@e);
		printa(@); printa("a %@d\n", @a); printa("b %@d\n", @b); }
	tick-150ms /n == 19/ { @e = count(); }
	tick-150ms /n == 20/ { exit(0); }
	END { printa(@); printa("a %@d\n", @a); printa("b %@d\n", @b);
		printa("m %@d\n", @m); printa("n %@d\n", @n); printa("e %@d\n", @e); }'
}
echo "== aggrate=1h"
run -x aggrate=1h
echo "== no aggrate"
run
