/* A typedef's name followed by a comma after the first key type: DTrace's
 * lexer takes it for a variable there too (dt_lex.l id_or_type( )), a
 * syntax error at the name. */
int a0[string, pid_t, int];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
