# & of an inline that is not a constant (curpsinfo, or one of the program's
# own) takes the address of a variable node: D_ADDROF_VAR as for any D
# variable; an inline constant is an integer constant (D_ADDROF_LVAL).
decl='inline int K = 3; inline int L = pid + 1;'
for e in 'trace(&curpsinfo)' 'trace(&L)' 'trace(&K)'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
