# An aggregation used as an operand has DTrace's dynamic type (an alias of
# void): each operator refuses it with its own tag and message, as DTrace's
# dt_cook_op1() and casts do, before anything else about the clause.
# (++ and -- of a bare @a make a global scalar "@a": agg-name-incdec.sh.)
for e in '-@a' '+@a' '~@a' '!@a' '*@a' 'x = (int)@a' \
	'x = (string)@a' 'x = stringof(@a)'; do
	"$SONDA" -x errtags -qn "BEGIN { @a = count(); $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
