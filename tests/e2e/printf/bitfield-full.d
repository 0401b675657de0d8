/* @@args: -q */
/* A bit-field as wide as its type has that type's encoding, so the
 * conversions DTrace checks with ctf_type_compat( ) take it (%hd of a
 * short : 16, %ld of a long : 64, %lc of an int : 32); a narrower one is
 * refused (errors/printf-hd-bitfield). */
struct bf {
	short s : 16;
	long l : 64;
	int c : 32;
};

BEGIN
{
	o = (struct bf *)alloca(sizeof(struct bf));
	o->s = -6;
	o->l = -7;
	o->c = 65;
	printf("%hd %ld %lc\n", o->s, o->l, o->c);
	exit(0);
}
