# ++ and -- of an inline not of a constant: DTrace's variable node is an
# lvalue that is never writable (D_OP_WRITE; sonda made a new variable of
# the name); of an inline constant, an integer constant (D_OP_LVAL).
decl='inline int K = 3; inline int L = pid + 1;'
for e in 'curpsinfo--' 'L++' 'K++'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
