# trunc( ) walks the entries as DTrace's dt_trunc( ) does: by value,
# largest first for a positive count (dtrace_aggregate_walk_valrevsorted( )),
# smallest first for a negative one, ties by key from the first. The walk
# is given its comparison, so dt_aggregate_walk_sorted( ) sorts with plain
# qsort( ), and aggsortrev, aggsortkeypos and aggsortkey change nothing in
# what trunc( ) keeps (only in how printa( ) orders it).
for o in "" "-x aggsortrev" "-x aggsortkeypos=1" "-x aggsortkey"; do
	echo "== $o"
	"$SONDA" $o -qn 'BEGIN { @[1, 3] = sum(1); @[2, 2] = sum(2); @[3, 1] = sum(2); @[4, 0] = sum(3);
		trunc(@, 2); printa("a %d %d %@d\n", @);
		@b[1, 3] = sum(1); @b[2, 2] = sum(1); @b[3, 1] = sum(2);
		trunc(@b, -1); printa("b %d %d %@d\n", @b); exit(0); }'
done
