/* @@args: -q */
/* llquantize( ) labels longer than 15 characters are cut to 15, as
 * DTrace's dt_print_llquantize( ) writes each label into a 16-byte cell
 * (found by tests/fuzz/aggs.py). */
BEGIN
{
	@ = llquantize(-9000000000000000000, 10, 16, 18, 10);
	@ = llquantize(5000000000000000000, 10, 16, 18, 10);
	exit(0);
}
