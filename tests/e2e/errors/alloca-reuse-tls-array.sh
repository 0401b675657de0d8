# @@noroot
# D_ALLOCA_INCOMPAT names the identifier by its di_name (dt_cg_store_var( ),
# libdtrace/dt_cg.c): self->a[...] is the thread-local identifier "a" that
# dt_node_op2( )'s DT_TOK_LBRAC case morphed into an array, so the message
# says "a", as it does for self->a and this->a, and "g" for a global g[...].
run() {
	"$SONDA" -e -x errtags -n "$1" 2>&1 | head -n 1
	echo "rc ${PIPESTATUS[0]}"
}
run 'BEGIN { self->a[1] = (char *)alloca(4); self->a[2] = (char *)curthread; }'
run 'BEGIN { self->a[2] = (char *)curthread; self->a[1] = (char *)alloca(4); }'
run 'BEGIN { self->a = (char *)alloca(4); self->a = (char *)curthread; }'
run 'BEGIN { g[1] = (char *)alloca(4); g[2] = (char *)curthread; }'
