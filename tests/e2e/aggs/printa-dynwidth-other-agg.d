/* @@args: -q */
/* printa( ) of several aggregations whose keys differ in size: the row of
 * @y's key takes its '*' width from its own key record, an unsigned short
 * read signed by its size (dt_printf_getint( )): 65534 is -2, a width of 2
 * left-justified; its other key goes through the conversion checked
 * against @c's int. */
BEGIN
{
	@c[(int)1, (unsigned long)5] = sum(1);
	@y[(unsigned short)7, (unsigned short)-2] = sum(3);
	printa("%d %@d|%*@d|\n", @c, @y);
	exit(0);
}
