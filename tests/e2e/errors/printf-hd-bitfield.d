/* %hd, %hu, %lc, %ld, %lu, %lld and %llu want an integer of their type's
 * encoding (DTrace's pfcheck_type( ) asks ctf_type_compat( ), which
 * compares sign and width in bits): a 12-bit bit-field of an int takes two
 * bytes but is no short. One as wide as its type is (printf/bitfield-full). */
struct bf {
	int a : 12;
};

BEGIN
{
	o = (struct bf *)alloca(sizeof(struct bf));
	printf("%hd\n", o->a);
}

/* @@args: -x errtags */
/* @@status: 1 */
