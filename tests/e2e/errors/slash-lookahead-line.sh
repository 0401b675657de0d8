# An error at a "/" takes the line dt_lex.l's lexer is on after looking
# past it for the next non-blank character (a predicate's end or a
# division): newlines before it count. At the end of the input that look
# leaves yytext empty ("near end of input"); in a file it unput( )s the 0
# flex's input( ) returned there, a NUL byte the grammar then meets as the
# next token, so a file ending in "BEGIN /1/" is "syntax error near
# end-of-input" rather than "expected actions". Checked against DTrace.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
for p in 'BEGIN /1/' $'BEGIN\n/1/\n' 'BEGIN, END /x == 1/ ' $'BEGIN /(x\n/ \n\n {}' \
	$'BEGIN /x[1\n/ \n {}' $'BEGIN /x (/\n{}' $'BEGIN { x = 1 /\n\n' 'BEGIN { x = 1 / ' \
	$'BEGIN { x = /\n 2; }' $'BEGIN { x = \n/\n 2; }' $'BEGIN { x = 1 /\n ; }' \
	'BEGIN /1/ /* c */'; do
	printf '%s' "$p" > p.d
	"$SONDA" -e -x errtags -s p.d 2>&1
	echo "status $?"
done
# -n text has no lines; at its end the "/" ends the predicate
for p in 'BEGIN { x = 1 /' 'BEGIN /1/ ;'; do
	"$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
