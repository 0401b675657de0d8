# DTrace numbers an error of an assignment, a ?:, a cast, stringof or
# sizeof of an expression by the line its lexer had reached when the parser
# built the node (dt_node_alloc( ) takes yylineno): past the last operand,
# to the next token's line, as for the other operators.
run() {
	printf "$1" > "$SONDA_TEST_TMP/l.d"
	"$SONDA" -x errtags -e -s "$SONDA_TEST_TMP/l.d" 2>&1 | sed 's/^.*: \[/[/'
}
run 'BEGIN\n{\n\tx = 1;\n\tx =\n\t    "a"\n\t;\n}\n'
run 'BEGIN\n{\n\tx = 1;\n\tx +=\n\t    "a"\n\t;\n}\n'
run 'BEGIN\n{\n\tx = 1;\n\ttrace(x ? 1 :\n\t    "a"\n\t);\n}\n'
run 'BEGIN\n{\n\ttrace((int)\n\t    "a"\n\t);\n}\n'
run 'struct s { int a; };\nBEGIN\n{\n\ttrace(stringof\n\t    *(struct s *)0\n\t);\n}\n'
run 'BEGIN\n{\n\ttrace(sizeof\n\t    trace(1)\n\t);\n}\n'
run 'BEGIN\n{\n\t@a =\n\t    1\n\t;\n}\n'
