# A call spread over lines: DTrace's dt_node_func( ) makes the call of the
# function name's identifier node, keeping its dn_line (dt_node_alloc( )
# set it as the name was reduced), so every error dt_node_cook( ),
# dt_idcook_func( ) and the code generator raise at the call (dnerror( ),
# yylineno = dnp->dn_line in dt_cg_act_printf( )) is at the function's
# name; only dt_node_func( )'s own errors are at the ")" (errtags-line-call).
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
