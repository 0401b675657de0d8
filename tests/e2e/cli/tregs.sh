# -x tregs: a tuple (aggregation or array key) may use tuple registers 0..tregs.
for x in 5 6; do
	"$SONDA" -xtregs=$x -qn 'BEGIN { @[1, 2, 3, 4, 5, 6, 7] = count(); exit(0) }'
	echo "tregs $x: $?"
done
"$SONDA" -xtregs=1 -qn 'BEGIN { a[1, 2, 3] = 1; exit(0) }'
echo "array: $?"
