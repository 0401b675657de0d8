# An enumerator named as a type (a typedef of the program, a kernel typedef):
# DTrace's lexer (id_or_type( ), dt_lex.l) makes a name that is no global
# and that no "," or "=" follows a type name (DT_TOK_TNAME) when it is one,
# so such a name as the last enumerator without a value is a syntax error;
# followed by "," or "=" it is an identifier and an enumerator, a global
# from there on, which the lexer finds before any type of that name: foo
# is then the enumerator in expressions.
for p in 'typedef int foo; enum e { foo };' \
	 'enum e { A, u32 };' \
	 'typedef int foo; enum e { foo, B };'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
timeout 30 "$SONDA" -qn 'typedef int foo; enum e { foo = 3, u32 = 5, B };
	BEGIN { printf("%d %d %d\n", foo, u32 + 1, B); exit(0); }' 2>&1
echo "status $?"
