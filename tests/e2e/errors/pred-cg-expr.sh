# An action's value in a predicate (stack() == stack() passes DTrace's
# cook: two values of one type) is refused as it is in a statement, when
# DTrace generates the predicate's code (D_CG_EXPR); sonda aborted there.
for p in 'stack() == stack()' 'pid == 0 && func(arg0) == func(arg0)'; do
	"$SONDA" -e -x errtags -n "BEGIN /$p/ { trace(1); }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
