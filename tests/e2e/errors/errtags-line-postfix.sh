# DTrace's parser builds a member access (a->b, a.b, self->x, this->x) and
# a postfix ++ or -- on their last token, with no lookahead (dt_grammar.y
# postfix_expression), and dt_node_alloc( ) stamps it with that line: the
# error of such a node is reported at the member's name or the ++.
run() {
	printf "$1" > "$SONDA_TEST_TMP/l.d"
	"$SONDA" -x errtags -e -s "$SONDA_TEST_TMP/l.d" 2>&1 >/dev/null | sed 's/^.*: \[/[/'
}
run 'BEGIN\n{\n\ttrace(curthread\n\t->\n\tnosuch\n\t);\n}\n'
run 'BEGIN\n{\n\tx = 1;\n\ttrace(x.\n\ta\n\t);\n}\n'
run 'BEGIN\n{\n\ttrace(\n\tself\n\t->\n\tx\n\t);\n}\n'
run 'BEGIN\n{\n\ttrace(\n\tthis->\n\tx\n\t);\n}\n'
run 'BEGIN\n{\n\ttrace(\n\t"a"\n\t++\n\t);\n}\n'
# After . and -> DTrace's lexer (SIDENT state) skips blanks by flex's
# default rule, which echoes them and does not count a newline in
# yylineno: each such newline moves every later line one up.
run 'BEGIN\n{\n\tthis->\n\tx = 1;\n\ttrace(nosuch);\n}\n'
run 'BEGIN\n{\n\tthis->/* c */\n\n\tx = curthread->\n\t\n\tpid;\n}\nEND\n{\n\ttrace(nosuch);\n}\n'
run 'BEGIN\n{\n\tthis->\n\tx = 1;\n}\n\nEND\n{\n\ttrace(1 << "a");\n}\n'
