# An aggregation's element used as a value (y = @c[1]) is refused with a D
# error, whatever variables the program has (sonda crashed when it had
# some: no variable name to look up): the assignment's, as DTrace's
# operator [ ] makes it the aggregation itself (errors/agg-elem-read).
"$SONDA" -x errtags -e -n 'BEGIN { x = 1; a[1] = 1; @c = count(); y = @c[1]; }' 2>&1 |
	sed 's/^sonda: invalid probe specifier .*}: //'
echo "status ${PIPESTATUS[0]}"
