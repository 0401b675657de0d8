# op= as DTrace's dt_cook_op2() checks it: the left operand is cooked first
# (this->x: D_VAR_UNDEF before the right operand's errors), then the types
# (*= /= arithmetic: D_OP_ARITH; %= &= |= ^= <<= >>= integers: D_OP_INT;
# += -= no strings, a pointer or array of known size on the left and an
# integer or compatible pointer on the right), and only then the left
# operand as a place (an array member is no lvalue: D_OP_LVAL; a built-in
# variable or a kernel member is not writable: D_OP_WRITE). = checks the
# types before the place too.
decl='enum col { RED, GREEN = 5 }; struct foo { int a; char c[8]; }; union un { int i; };'
decl="$decl struct foo gs;"
decl="$decl union un gun; int gi; unsigned long gu64; string gstr; int *gip; struct foo *gp;"
for e in 'gi %= gs' 'pid >>= gun' 'gs.a <<= gun' 'gu64 /= gp' 'pid -= gstr' \
	'gs.c += gip' 'gs.c += 1' 'gs.c -= 1' 'curthread->pid = "abc"' \
	'this->x *= strlen' 'self->y -= (gi ^^ gs)' 'pid += 1' \
	'((void)gi) /= gstr' '(0x10) -= gs' '(gi + 1) <<= gun' '(gi + 1) += 1' \
	'GREEN /= gstr' 'RED += gp' 'GREEN += 1'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# a stack( ) value is no pointer of known size
"$SONDA" -e -x errtags -n 'BEGIN { x = stack() -= 1; }' 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
