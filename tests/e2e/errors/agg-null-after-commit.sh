# An aggregation alone as a statement (@a[1];) reaches DTrace's code
# generator, whose dt_cg_agg( ) checks the clause's commit( ) and
# speculate( ) (dt_cg_clsflags( ): D_AGG_COMM, D_AGG_SPEC) before it
# finds no aggregating function (D_AGG_NULL).
run() {
	out=$("$SONDA" -x errtags -e -n "$1" 2>&1) && echo "compiles: $1"
	echo "$out" | head -n 1 | grep .
}
run 'BEGIN { commit(1); @a[1]; }'
run 'BEGIN { speculate(1); @a[1]; }'
run 'BEGIN { @a = count(); } BEGIN { commit(1); @a; }'
run 'BEGIN { speculate(1); commit(1); @a["x"]; }'
run 'BEGIN { @a[1]; commit(1); }'
run 'BEGIN { commit(1); @a[1]; trace(nosuch); }'
