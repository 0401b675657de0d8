# aggsortkeypos and aggsortpos past INT_MAX sort as 0: dt_aggregate_qsort( )
# takes a key position only when it is at most INT_MAX, and
# dt_aggregate_walk_joined( ) compares the 64-bit sort position with the
# number of aggregations (4294967297 is not cut to 1).
for kp in 1 4294967297; do
	"$SONDA" -q -x aggsortkey -x aggsortkeypos=$kp -n 'BEGIN { @[1, 3] = count(); @[2, 1] = count(); @[3, 2] = count(); exit(0); }'
done
for sp in 1 4294967297; do
	"$SONDA" -q -x aggsortpos=$sp -n 'BEGIN { @a[1] = sum(1); @a[2] = sum(2); @a[3] = sum(3); @b[1] = sum(30); @b[2] = sum(10); @b[3] = sum(20); exit(0); } END { printa(@a, @b); }'
done
