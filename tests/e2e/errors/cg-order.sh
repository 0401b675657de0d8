# DTrace checks a clause in two steps: its parser cooks every expression
# of the clause (undefined names, types, prototypes), then its code
# generator checks the actions (formats, lquantize( ) parameters, trace( )
# of void, clear( ) and printa( ) arguments, stack sizes...) statement by
# statement. So a parser error anywhere in the clause comes before a code
# generator error of an earlier statement; of two code generator errors
# the first statement's comes first; and a clause's errors all come before
# the next clause's.
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN { @ = lquantize(1, 0, 10, 0); trace(nosuch); }'
run 'BEGIN { trace((void)0); trace(nosuch); }'
run 'BEGIN { clear(1); trace(nosuch); }'
run 'BEGIN { tracemem(1, 0); trace(nosuch); }'
run 'BEGIN { printf("%d %d\n", "a", nosuch); }'
run 'BEGIN { printf("%d\n", "a"); trace(nosuch); }'
run 'BEGIN { printa(@nosuch); trace(nosuch); }'
run 'BEGIN { @[ustack(0)] = count(); x = nosuch; }'
run 'BEGIN /alloca(100000000)/ { trace(nosuch); }'
run 'BEGIN { printf("%d\n", "a"); trace((void)0); }'
run 'BEGIN { trace((void)0); printf("%d\n", "a"); }'
run 'BEGIN { @ = lquantize(1, 0, 10, 0); @ = count(); }'
run 'BEGIN { printf("%d\n", "a"); } BEGIN { trace(nosuch); }'
run 'BEGIN { trace(1); } BEGIN { trace((void)0); trace(x + "a"); }'
# printa( ), clear( ), trunc( ), normalize( ): the parser cooks their
# arguments, so an aggregation no statement before has assigned is its
# error (D_IDENT_UNDEF), before any code generator error of the clause
run 'BEGIN { printa(@x); @x = count(); exit(0); }'
run 'BEGIN { clear(@x); trunc(@y, 1); normalize(@y, 2); @x = count(); @y = sum(2); exit(0); }'
run 'BEGIN { printa(@x); } END { @x = count(); }'
run 'BEGIN { printa(@x); trace((void)0); @x = count(); }'
run 'BEGIN { trace((void)0); printa(@x); }'
run 'BEGIN { printa(@x); trace((void)0); }'
run 'BEGIN { printa("%d %s\n", @x); @x[1] = count(); }'
# a later use of an aggregation whose first parameters were refused is
# not compared with them (the first error stands)
run 'BEGIN { @ = lquantize(-3, 0, 0); @ = lquantize(12, 0, 100, 10); }'
run 'BEGIN { @ = llquantize(1, 1, 0, 2, 10); @ = llquantize(1, 10, 0, 2, 10); }'
