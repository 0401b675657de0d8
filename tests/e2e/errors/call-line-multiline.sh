# A call spread over lines: DTrace's parser builds its node (dt_node_func( ))
# as it shifts the closing ")", a default reduction that reads no lookahead,
# so the node's dn_line, and the "line N" of every error dt_node_cook( ),
# dt_idcook_func( ) and the code generator raise at it (dnerror( ),
# yylineno = dnp->dn_line in dt_cg_act_printf( )), is the line of that ")",
# not of the function's name.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
run() {
	printf "$1" > t.d
	"$SONDA" -x errtags -e -s t.d
	echo "rc $?"
}
run 'BEGIN\n{\n\tx = substr(1,\n\t    1\n\t);\n}\n'
run 'BEGIN\n{\n\tx = strjoin(\n\t    "a");\n}\n'
run 'BEGIN\n{\n\tprintf("%%d",\n\t    "a"\n\t);\n}\n'
run 'BEGIN\n{\n\t@a = sum(\n\t    "a"\n\t);\n}\n'
run 'BEGIN\n{\n\tx = substr(1,\n\t    1); y = 1;\n}\n'
