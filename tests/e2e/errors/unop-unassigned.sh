# A unary operator's operand self->x, this->x or a[k] that no statement
# before assigned is no D_VAR_UNDEF: DTrace's dt_cook_op1( ) cooks its
# operand with no flags and makes it an int64_t (dt_ident_unref( )), which
# the operator then checks (& of it is D_ADDROF_VAR, * D_DEREF_NONPTR) and
# later statements see. A plain name is still D_IDENT_UNDEF, and an
# operand of a binary operator D_VAR_UNDEF.
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN { trace(-self->x); }'
run 'BEGIN { trace(!this->x); }'
run 'BEGIN { trace(~a[1]); }'
run 'BEGIN { trace(sizeof(self->x)); }'
run 'BEGIN { trace(stringof(this->x)); }'
run 'BEGIN { trace(&self->x); }'
run 'BEGIN { trace(&a[1]); }'
run 'BEGIN { trace(*this->x); }'
run 'BEGIN { trace(-self->x); self->x = "a"; }'
run 'BEGIN { trace(-this->a[1]); }'
run 'BEGIN { trace(-x); }'
run 'BEGIN { trace(self->x + 1); }'
"$SONDA" -q -n 'BEGIN { printf("%d %d %d %d %d\n", -self->x, sizeof(self->y), !this->z,
    -a[1], self->x); exit(0); }'
