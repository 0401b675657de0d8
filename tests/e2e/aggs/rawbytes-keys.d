/* @@args: -q -x rawbytes -x strsize=8 */
/* With rawbytes, a string key of the default printa( ) output is a hex
 * dump of its record (strsize + 1 bytes), as DTrace's dt_print_datum( )
 * prints it through dt_print_bytes( ), which dumps every byte then;
 * integer keys keep their columns. */
BEGIN
{
	@["xy", 3] = count();
	exit(0);
}
