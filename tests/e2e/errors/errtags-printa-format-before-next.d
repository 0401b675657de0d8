/* printa( ) checks its format against an aggregation before it looks at
 * the next argument (DTrace's dt_cg_act_printa( )): the %s error comes
 * first, not the key count mismatch of @s. */
BEGIN
{
	@c[1] = count();
	@s[1, 2] = sum(1);
	printa("%s\n", @c, @s);
}

/* @@args: -x errtags */
/* @@status: 1 */
