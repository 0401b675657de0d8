/* A 2-byte bit-field of an unsigned int is no short for %hx: DTrace's
 * pfcheck_xshort( ) compares the resolved type's name ("unsigned int"),
 * not its size. */
struct bf {
	unsigned int b : 12;
};

BEGIN
{
	o = (struct bf *)alloca(sizeof(struct bf));
	printf("%hx\n", o->b);
}

/* @@args: -x errtags */
/* @@status: 1 */
