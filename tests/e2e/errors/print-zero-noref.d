/* print(0): the constant 0 passes void *'s prototype and references no
 * type, as an array does (print-noref): no line, no tag, the libctf error
 * libdtrace kept. Checked against DTrace for Linux itself. */
BEGIN
{
	print(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
