# DTrace compiles a clause once for each of its probe descriptions, in
# order (dt_compile_one_clause( )): it matches the description
# (dt_setcontext( )), then cooks and generates the clause for it. So an
# error of the clause's body comes before D_PDESC_ZERO of a later
# description of that clause, and after that of an earlier one.
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN, nosuch:::x { trace(1 << "a"); }'
run 'nosuch:::x, BEGIN { trace(1 << "a"); }'
run 'BEGIN, END, nosuch:::x { @a = lquantize(1, 10, 0); }'
run 'BEGIN, nosuch:::x { printf("%d", "a"); }'
run 'BEGIN, nosuch:::x, END { trace(1); }'
run 'BEGIN, syscall::read:entry, nosuch:::x { trace(args[0]); }'
run 'syscall::read:entry, syscall::write:entry, nosuch:::x { trace(args[2]); x = 1 << "a"; }'
