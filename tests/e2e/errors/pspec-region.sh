# @@noroot
# An error in a -n program (no file, so no line) names what DTrace was
# cooking when it found it, as dt_cook_clause( ) labels it (yylabel( ))
# and dt_set_errmsg( ) prints it: "in action list: " for the statements,
# "in predicate: " for the predicate (the statements are cooked first;
# when they read an undefined name, the predicate is cooked before them
# again). Errors of the parser (syntax, constant folding, calls of unknown
# functions) and of the code generator (printf( ) formats, lquantize( )
# parameters, trace( ) of void) and of the probe descriptions have none;
# a -s script's errors say their line instead.
run() {
	"$SONDA" -e "$@" 2>&1 | head -n 1
}
run -x errtags -n 'BEGIN { trace(nosuch); }'
run -x errtags -n 'BEGIN /nosuch/ { trace(1); }'
run -x errtags -n 'BEGIN /x == 1/ { trace(y); }'
run -x errtags -n 'BEGIN /1/ { trace(y); }'
run -x errtags -n 'BEGIN /"a"/ { trace(1); }'
run -x errtags -n 'BEGIN { x = 1; x = "a"; }'
run -x errtags -n 'BEGIN { trace(strlen(1)); }'
run -x errtags -n 'BEGIN { trace(args[0]); }'
run -x errtags -x amin=Unstable/Unstable/Common -n 'BEGIN /curthread/ { trace(1); }'
run -x errtags -x amin=Unstable/Unstable/Common -n 'BEGIN { trace(curthread); }'
run -x errtags -n 'BEGIN { trace(1) '
run -x errtags -n 'BEGIN { trace(1 / 0); }'
run -x errtags -n 'BEGIN { trace(nosuchfn(1)); }'
run -x errtags -n 'BEGIN { printf("%d", "a"); }'
run -x errtags -n 'BEGIN { @ = lquantize(1, 0, 10, 0); }'
run -x errtags -n 'BEGIN { trace((void)0); }'
run -x errtags -n 'nosuch:::x { trace(1); }'
run -x errtags -n 'BEGIN { x = 1; }' -n 'END { trace(nosuch); }'
_DTRACE_TESTING=1 run -n 'BEGIN { trace(nosuch); }'
printf 'BEGIN\n{\n\ttrace(nosuch);\n}\n' > "$SONDA_TEST_TMP/t.d"
run -x errtags -s "$SONDA_TEST_TMP/t.d" | sed "s|$SONDA_TEST_TMP/||"
run -x errtags -x tregs=5 -n 'BEGIN { @[1, 2, 3, 4, 5, 6, 7] = count(); }'
run -x errtags -x tregs=1 -n 'BEGIN { a[1, 2, 3] = 1; }'
# a cast's or an xlate's type name is resolved by the parser
# (dt_node_type( )), before any clause is cooked: no region
run -x errtags -n 'BEGIN { trace((long long long)1); }'
run -x errtags -n 'BEGIN { trace(nosuch); } END { trace(xlate<long long long>(1)); }'
