# Every aggregation's entries share aggsize, as they share DTrace's one map
# (gmap_create_aggs()): with int keys (a 16-byte tuple) and count() (a
# 16-byte record), 160 bytes hold 5 entries in all, not 5 for each
# aggregation. @a's three keys and @b's first two take them; the keyless
# @c (its entry has an empty key) and @b[3] are aggregation drops, told
# before what is printed, as dtrace_consume() snapshots the aggregations
# before it reads the buffers.
taskset -c 0 "$SONDA" -x aggsize=160 -qn 'BEGIN {
	@a[1] = count(); @a[2] = count(); @a[3] = count();
	@b[1] = count(); @b[2] = count(); @c = count(); @b[3] = count();
	exit(0);
}
END { printa("a %d %@d\n", @a); printa("b %d %@d\n", @b); printa("c %@d\n", @c); }' 2>&1
echo "exit $?"
