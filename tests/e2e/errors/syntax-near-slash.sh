# DTrace's lexer tells a "/" of an expression from a predicate's end by
# reading on to the next non-blank character and pushing it back; its
# yytext then runs to the end of the line, which is what a syntax error at
# that "/" quotes. A "/" read between probe descriptions is just "/".
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
exec 2>&1
printf 'BEGIN { x = 1; // comment\n}\n' > a.d
"$SONDA" -xerrtags -e -s a.d
echo "rc $?"
"$SONDA" -xerrtags -e -n 'BEGIN { x = / 2; }'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'BEGIN / / { }'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'BEGIN, / { }'
echo "rc $?"
"$SONDA" -xerrtags -e -n 'BEGIN { x = 1 / }'
echo "rc $?"
