/* DTrace names an integer type by its words (dt_decl_type()): "signed
 * long" is its own intrinsic type of long's encoding, and a message names
 * it so, not "long"; %ld and %lx take it (also "signed short" for %hx). */
BEGIN
{
	printf("%ld %lx %hx %u\n", (signed long)-5, (signed long)10,
	    (signed short)-1, (unsigned)3);
	printf("%s\n", (signed long)1);
}

/* @@args: -x errtags */
/* @@status: 1 */
