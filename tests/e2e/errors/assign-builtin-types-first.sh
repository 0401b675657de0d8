# An assignment to a built-in variable, an element of args[ ] or uregs[ ]:
# DTrace's dt_cook_op2( ) cooks both sides and compares their types
# (dt_node_is_argcompat( ): D_OP_INCOMPAT) before it finds the left side
# is not writable (D_OP_WRITE).
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN { timestamp = "a"; }'
run 'BEGIN { execname = 1; }'
run 'BEGIN { curthread = 1; }'
run 'BEGIN { curthread = 0; }'
run 'BEGIN { stackdepth = *curpsinfo; }'
run 'BEGIN { @a = count(); timestamp = @a; }'
run 'BEGIN { timestamp = nosuch; }'
run 'BEGIN { uregs[0] = "a"; }'
run 'BEGIN { uregs[0] = 1; }'
run 'syscall::read:entry { args[2] = "x"; }'
run 'syscall::read:entry { args[2] = 1; }'
run 'BEGIN { execname = "a"; }'
