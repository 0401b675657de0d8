# DTrace checks a clause in two steps: its parser cooks every expression
# of the clause (undefined names, types, prototypes), then its code
# generator checks the actions (formats, lquantize( ) parameters, trace( )
# of void, clear( ) and printa( ) arguments, stack sizes...) statement by
# statement. So a parser error anywhere in the clause comes before a code
# generator error of an earlier statement; of two code generator errors
# the first statement's comes first; and a clause's errors all come before
# the next clause's.
run() {
	"$SONDA" -x errtags -e -n "$1" 2>&1 | head -n 1
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
