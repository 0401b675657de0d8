/* print( )'s prototype is void(void *), as DTrace's: an integer is refused */
BEGIN
{
	print(42);
}

/* @@args: -x errtags */
/* @@status: 1 */
