# @@noroot
# DTrace raises D_ATTR_MIN as it cooks each node (dt_node_attr_assign( ),
# libdtrace/dt_parser.c), so a node below -x amin wins over any error of
# what it cooks after (a later statement's, the predicate's after the
# actions) and over every error of the code generator (dt_cg.c: printf( )
# formats...), in the region dt_cook_clause( ) was cooking it under; after
# an undefined name in the actions, the predicate is cooked first.
run() {
	"$SONDA" -e -x errtags -x amin=Unstable/Unstable/Common -n "$1" 2>&1 | head -n 1
}
run 'BEGIN { trace(curthread); trace(nosuch); }'
run 'BEGIN { trace(nosuch); trace(curthread); }'
run 'BEGIN { trace(curthread); printf("%d", "a"); }'
run 'BEGIN { trace(curthread); x = 1; x = "a"; }'
run 'BEGIN /curthread != 0/ { trace(this->v); }'
run 'BEGIN /curthread != 0/ { printf("%d", "a"); }'
run 'BEGIN /nosuch/ { trace(curthread); }'
run 'BEGIN /(this->v = curthread) != 0/ { trace(this->v); }'
run 'BEGIN /(this->v = 1) != 0/ { trace(this->v); trace(curthread); }'
run 'BEGIN { trace(1 / 0); trace(curthread); }'
