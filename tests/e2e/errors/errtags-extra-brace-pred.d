/* A } in a predicate, where no { is open: DTrace's lexer (dt_lex.l)
 * counts braces in expressions as it counts ( and [, and reports the
 * extra one itself rather than the parser's "syntax error near". */
BEGIN
/1}/
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
