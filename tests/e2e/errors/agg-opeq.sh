# @a op= v: DTrace's dt_cook_op2( ) looks @a up among the global variables
# (dt_xcook_ident( ) creates a scalar named "@a"), which is then read before
# any assignment (D_VAR_UNDEF); @a[k] op= v is the aggregation, of DTrace's
# dynamic type, which the operator refuses as for any such operand.
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN { @a += count(); }'
run 'BEGIN { @a = count(); @a += 1; }'
run 'BEGIN { @a <<= 2; }'
run 'BEGIN { @a[1] += 1; }'
run 'BEGIN { @a[1] |= 1; }'
run 'BEGIN { @a[1] *= 1; }'
run 'BEGIN { @a[1] -= "a"; }'
run 'BEGIN { @a[1] += nosuch; }'
run 'BEGIN { x = 1; @a = x ? count() : sum(1); }'
