# An aggregation's assignment inside an expression (x = (@a = count( )), a
# call's argument, a predicate): DTrace's dt_cook_op2( ) cooks it as a
# statement's (its function's arguments, D_AGG_FUNC of a non-aggregating
# right side, D_AGG_REDEF) and hands the aggregation itself up to the
# expression it is in, whose error for an aggregation follows, as for
# x = @a. sonda said D_AGG_FUNC "aggregating actions may only be used as
# statements", words DTrace has nowhere. Alone, in parentheses, it is a
# statement and aggregates.
for e in 'x = (@a = count())' 'x = (@a[1] = sum(1))' 'trace(@a = count())' \
	 'y = 1 + (@a = count())' '(@a = count()), 1' 'x = (@a = 1)' \
	 'x = (@a = count(1))' '@a = sum(1); x = (@a = count())'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
"$SONDA" -e -x errtags -n 'BEGIN /@a = count()/ { }' 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
"$SONDA" -qn 'BEGIN { (@a = count()); (@b[2] = sum(5)); exit(0); }'
echo "status $?"
