/* inet_ntoa6()'s flag is checked by the code generator
 * (dt_cg_subr_inet_ntoa6( )), after the clause's statements are cooked:
 * an error the parser finds in a later statement comes first. */
BEGIN
{
	p = alloca(16);
	x = 1;
	trace(inet_ntoa6(p, x));
	trace(x->y);
}

/* @@args: -x errtags */
/* @@status: 1 */
