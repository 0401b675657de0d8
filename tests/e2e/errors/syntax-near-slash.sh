# The "near" text of a syntax error at a "/" that dt_lex.l looked past to
# tell a predicate's end from a division: its loop of input( ) leaves a NUL
# for each character read and unput( ) puts back only the last, so yytext
# runs on to the end of the line when that character came right after the
# "/", and is "/" alone when a blank came first. Checked against DTrace.
# @@noroot
for p in 'BEGIN / / { }' 'BEGIN // { }' 'BEGIN { x = 1 / ; }' 'BEGIN { x = / 2; }' \
	'BEGIN / /x { }' 'BEGIN { x = 1 /; }' 'BEGIN { x = /2; }' 'BEGIN { x = 1 /	; }' \
	$'BEGIN\n/\n/\n{ }' $'BEGIN\n//x\n{ }' 'BEGIN { x = 1 /{ }' \
	'syscall::read:entry / / { }'; do
	"$SONDA" -e -x errtags -n "$p" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
