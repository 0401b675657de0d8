/* printa() with several aggregations validates its format once, against the
 * first aggregation's function (dt_cg_act_printa(), dt_printf_validate():
 * %@d is unsigned for count(), signed for the others), and every %@ of the
 * row prints through that format: after a count() a negative sum or mean
 * prints as unsigned, after a sum() a count prints as signed. */
BEGIN
{
	@c = count();
	@s = sum(-5);
	@a = avg(-1);
	printa("%@d %@d %@d\n", @c, @s, @a);
	printa("%@d %@d %@d\n", @s, @c, @a);
	printa("%@i %@i\n", @a, @s);
	printa("%@i %@i\n", @c, @a);
	exit(0);
}

/* @@args: -q */
