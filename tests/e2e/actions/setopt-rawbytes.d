/* @@args: -q */
/* setopt("rawbytes") takes effect at the next record of the same clause:
 * DTrace's dt_print_trace( ) reads the option each time it prints (not
 * once per buffer, as it reads quiet), so trace( ) of a short becomes a
 * hex dump of its 2 bytes, while printf( ) is not affected;
 * setopt("rawbytes", "no") unsets it again (dt_opt_runtime( )'s "no"). */
BEGIN
{
	trace("ab");
	setopt("rawbytes");
	trace((short)258);
	printf("\n%s\n", "printf( ) is not affected");
	setopt("rawbytes", "no");
	trace(3);
}

BEGIN
{
	trace(4);
	exit(0);
}
