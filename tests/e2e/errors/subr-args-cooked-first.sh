# A subroutine's arguments are all cooked before any is checked against
# its prototype, as DTrace's dt_ident_cook( ) does: a function's name used
# as a value in a later argument (D_IDENT_BADREF) is reported before an
# aggregation (assigned before) given as an earlier one, which is refused
# only with the checks, in argument order.
for e in 'strrchr(@a, count)' 'inet_ntop(@b, strlen)' 'strrchr("x", @a)'; do
	"$SONDA" -e -x errtags -n "BEGIN { @a = count(); @b = sum(1); $e; }" 2>&1 |
		sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
