# A file that ends right after an identifier DTrace's lexer had to look
# past (one it does not know yet, in a clause: dt_lex.l id_or_type( )
# peeks at the next non-blank character with input( ) and unput( )s it):
# at the end of the file input( ) returns 0, and the NUL byte unput( ) puts
# back is the next token, which its rule for any other character reports
# as "syntax error near end-of-input". A known name (pid), a member name,
# a comment after it or a ";" end the input as the grammar sees it ("near
# end of input"). What dtrace-ref printed.
cd "$SONDA_TEST_TMP" || exit 1
. "$SONDA_ROOT/tests/lib/progs.sh"
run_progs -v -w esc -- -e -x errtags <<'PROGS'
BEGIN { x = y
BEGIN { x = y   \n\n
BEGIN { x = -y
BEGIN { x[y
BEGIN { trace(1); `
BEGIN { trace(1); `x
BEGIN { x = y;
BEGIN { trace(pid
BEGIN { x = self->y
BEGIN { x = y /* c */
BEGIN { f(
PROGS
printf 'BEGIN { x = y' > u.d
"$SONDA" -e -x errtags -s u.d 2>&1 | sed 's/^.*: \[/[/'
