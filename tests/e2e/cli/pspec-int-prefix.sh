# DTrace's lexer reads a probe specifier that starts with a digit as an
# integer (a probe ID) and the rest as a second specifier: "2:::BEGIN" is
# probe 2 (END) and :::BEGIN, "2dtrace:::BEGIN" is 2 and dtrace:::BEGIN.
# On the command line the ID alone is a clause with no actions (the
# grammar's probe_specifiers rule); in a script file it is the syntax
# error "expected predicate and/or actions following probe description".
exec 2>&1
"$SONDA" -l -n '2:::BEGIN' | sed 's/  */ /g'
"$SONDA" -l -n '2dtrace:::BEGIN' | sed 's/  */ /g'
"$SONDA" -q -n '2:::BEGIN { printf("begin\n"); exit(0); }'
echo "rc $?"
printf '2:::BEGIN { exit(0); }\n' > "$SONDA_TEST_TMP/i.d"
"$SONDA" -xerrtags -e -s "$SONDA_TEST_TMP/i.d" 2>&1 | sed "s|$SONDA_TEST_TMP/||"
echo "rc ${PIPESTATUS[0]}"
