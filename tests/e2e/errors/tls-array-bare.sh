# self->a of an associative array read without keys: DTrace's dt_cook_var( )
# cooks the array's identifier with no keys against its signature
# (dt_idcook_sign( ): D_PROTO_LEN), in every context that cooks with a
# reference (operands, casts, ?:, arguments, keys, predicates); a unary
# operator cooks it without (dt_cook_op1( )): the operator's error for
# DTrace's dynamic type, "associative array" by name.
run() {
	out=$("$SONDA" -x errtags -e -n "BEGIN { self->a[1, 2] = 1; } $1" 2>&1) &&
		echo "compiles: $1"
	echo "$out" | head -n 1 | sed 's/^.*: \[/[/'
}
run 'BEGIN { x = self->a + 1; }'
run 'BEGIN { trace(self->a); }'
run 'BEGIN { printf("%d", self->a); }'
run 'BEGIN { y[self->a] = 1; }'
run 'BEGIN { x = (int)self->a; }'
run 'BEGIN { self->a += 1; }'
run 'END /self->a/ { }'
run 'BEGIN { self->a++; }'
run 'BEGIN { x = -self->a; }'
run 'BEGIN { x = !self->a; }'
run 'BEGIN { x = &self->a; }'
run 'BEGIN { x = sizeof(self->a); }'
run 'BEGIN { x = stringof(self->a); }'
run 'BEGIN { x = self->a[1, 2] + 1; }'
