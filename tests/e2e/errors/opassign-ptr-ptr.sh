# p += q and p -= q of two pointers: DTrace's dt_cook_op2( ) accepts two
# compatible pointers, then dt_cg_arithmetic_op( ) asserts the operator is a
# plain - and dtrace(1) aborts. sonda refuses both operators as
# incompatible for every kind of left operand: a global, self->, this->, an
# associative element, a struct member, *pp. An integer right operand is
# still scaled by the referent's size.
decl='struct s { int *p; } g; int *q; int **pp; int *a[int];'
for e in 'p = (int *)16; p -= q' 'p = (int *)16; p += q' 'self->p = q; self->p -= q' \
	'this->p = q; this->p += q' 'a[1] -= q' 'g.p -= g.p' 'g.p += q' '*pp -= q'; do
	timeout 10 "$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
timeout 10 "$SONDA" -qn "$decl"' BEGIN { g.p = (int *)16; g.p += 2; g.p -= 1; printf("%d\n", (long)g.p); exit(0); }'
