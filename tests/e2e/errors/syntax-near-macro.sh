# The "near" text of a syntax error at a $N operand that names something:
# dt_lex.l hands its text to id_or_type( ) (a type keyword's too), which
# looks past a name that is no global to tell a variable from a type, so
# yytext runs on to the end of the line; at a global (trace) it is "$1"
# alone. Checked against DTrace.
# @@noroot
for p in 'BEGIN { @$1 = count(); exit(0); }' 'BEGIN { x = 1 $1; }' 'BEGIN { x = $1 1; }' \
	'BEGIN { x = $1 (1); }' 'BEGIN { trace(1) $1; }' 'BEGIN { x = sizeof($1 1); }'; do
	for a in x trace int uint64_t; do
		"$SONDA" -e -x errtags -n "$p" $a 2>&1 | sed 's/^.*: \[/[/'
		echo "$a: status ${PIPESTATUS[0]}"
	done
done
printf 'BEGIN\n{\n\tx = 1 $1 ;\n}\n' > "$SONDA_TEST_TMP/m.d"
"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/m.d" foo 2>&1 | sed 's/^.*: \[/[/'
