# An aggregating function called as a value is of DTrace's <DYN> type
# (dt_idcook_func( )): each operator refuses it as it cooks (the type named
# "aggregating function" by dt_node_type_name( )), before the code
# generator's D_CG_EXPR, which only a call standing for its own value meets.
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN { x = count(); }'
run 'BEGIN { x = 1; x = count(); }'
run 'BEGIN { a[1] = sum(1); }'
run 'BEGIN { self->x = count(); }'
run 'BEGIN { this->x = count(); }'
run 'BEGIN { timestamp = count(); }'
run 'BEGIN { x = y = count(); }'
run 'BEGIN { trace(count()); }'
run 'BEGIN { x = 1 + count(); }'
run 'BEGIN { x = (count(), 1); }'
run 'BEGIN { x = (1, *curpsinfo); }'
run 'BEGIN { x = (curpsinfo, 1); }'
run 'BEGIN { (void)count(); }'
run 'BEGIN { count(); }'
