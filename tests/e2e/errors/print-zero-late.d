/* print(0) passes void *'s prototype; DTrace's code generator then fails
 * (no type referenced): after the clause's later cook errors. */
BEGIN
{
	print(0);
	strlen();
}

/* @@args: -x errtags */
/* @@status: 1 */
