# aggsortrev reverses the order of the aggregations printed at exit too:
# dtrace_aggregate_print( ) sorts every entry of every aggregation by
# dt_aggregate_varvalcmp( ) (varkeycmp( ) with aggsortkey), aggregation id
# first, and DT_LESSTHAN/DT_GREATERTHAN flip for the ids as for the values
# and keys (dt_aggregate.c): @c, then @b's entries largest first, then @a.
# aggsortkey alone keeps the ids ascending; setopt( ) in the last clause
# sets the order the exit print uses.
prog='BEGIN
{
	@a[1] = count();
	@b[2] = sum(5);
	@b[3] = sum(4);
	@b[1] = sum(4);
	@c = max(3);
	exit(0);
}'
for o in "-x aggsortrev" "-x aggsortrev -x aggsortkey" "-x aggsortkey"; do
	echo "== $o"
	"$SONDA" -q $o -n "$prog"
done
echo "== setopt(\"aggsortrev\") in END"
"$SONDA" -q -n "$prog END { setopt(\"aggsortrev\"); }"
