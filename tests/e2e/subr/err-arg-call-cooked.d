/* A call given as an argument is cooked with its own arguments first: the
 * inner stack( )'s prototype mismatch comes before strlen( )'s. */
BEGIN
{
	strlen(stack(1, 2));
}

/* @@args: -x errtags */
/* @@status: 1 */
