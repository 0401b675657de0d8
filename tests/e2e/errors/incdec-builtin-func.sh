# ++ and -- of a built-in variable: an lvalue that is not writable
# (D_OP_WRITE), as dt_xcook_ident() marks every variable node an lvalue; of
# the name of an aggregating, tracing or other function: DTrace looks the
# name up to create a scalar and finds the function (D_IDENT_BADREF).
for e in '++curthread' 'pid++' '--count' 'count++' '++printf' 'strlen--'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
