# DTrace's dt_node_func( ) refuses a call of no function (D_FUNC_UNDEF,
# D_FUNC_IDKIND) as its parser reduces the call on its ")", with no
# lookahead: the error's line is the ")"'s. An argument's error, found
# when the call is cooked, is at the function's name (the node
# dt_node_func( ) turns into the call).
run() {
	printf "$1" > "$SONDA_TEST_TMP/l.d"
	"$SONDA" -x errtags -e -s "$SONDA_TEST_TMP/l.d" 2>&1 >/dev/null | head -n 1 |
	    sed 's/^.*: \[/[/'
}
run 'BEGIN\n{\n\ttrace(\n\tnosuch(\n\t1\n\t)\n\t);\n}\n'
run 'BEGIN\n{\n\tnosuch(\n\t1\n\t)\n\t;\n}\n'
run 'BEGIN\n{\n\t@a = nosuch(\n\t1\n\t)\n\t;\n}\n'
run 'BEGIN\n{\n\ttrace(\n\ttimestamp(\n\t1\n\t)\n\t);\n}\n'
run 'BEGIN\n{\n\ttrace(strlen(\n\t1\n\t)\n\t);\n}\n'
