# @@noroot
# DTrace refuses a store of an alloca pointer to a variable that a store of
# another value marks (DT_IDFLG_NONALLOCA, set as dt_cook_op2( ) cooks it)
# while it generates that store's code (dt_cg_store_var( ),
# libdtrace/dt_cg.c), clause by clause (dt_compile_one_clause( ) cooks
# and generates each in turn): so the error has no "in action list: "
# region, comes after the clause's cooking errors and before a later
# statement's code-generator error, and a mark made by a later clause does
# not reach a store an earlier clause has generated. Any store to a
# variable an alloca pointer's store tainted (in this clause or one
# before) is one of an alloca pointer (dt_xcook_ident( ) taints the left
# operand): END { x = (void *)1; } after BEGIN { x = alloca(1); } too.
run() {
	"$SONDA" -e -x errtags -n "$1" 2>&1 | head -n 1
	echo "rc ${PIPESTATUS[0]}"
}
run 'BEGIN { x = alloca(1); x = (void *)0; }'
run 'BEGIN { x = (void *)0; x = alloca(1); }'
run 'BEGIN { this->x = alloca(1); this->x = (void *)0; }'
run 'BEGIN { x = (void *)0; } END { x = alloca(1); }'
run 'BEGIN { x = alloca(1); } END { x = (void *)0; }'
run 'BEGIN { x = alloca(1); printf("%d", "a"); x = (void *)0; }'
run 'BEGIN { printf("%d", "a"); x = alloca(1); x = (void *)0; }'
run 'BEGIN { x = alloca(1); x = (void *)0; trace(nosuch); }'
run 'BEGIN { x = alloca(1); } END { x = 0; }'
run 'BEGIN { self->x = alloca(1); } END { self->x = (void *)1; }'
run 'BEGIN { a[1] = alloca(1); } END { a[2] = (void *)1; }'
run 'BEGIN { x = alloca(1); } END { x = (void *)1; printf("%d", "a"); }'
run 'BEGIN { x = alloca(1); } END { y = x; } tick-1s { y = (char *)1; }'
run 'BEGIN { x = alloca(1); } END { x = (void *)1; } tick-1s { y = 1 << "a"; }'
run 'BEGIN { x = (char *)0; y = x; x = alloca(1); y = (char *)1; }'
_DTRACE_TESTING=1 "$SONDA" -e -n 'BEGIN { x = alloca(1); x = (void *)0; }' 2>&1 | head -n 1
