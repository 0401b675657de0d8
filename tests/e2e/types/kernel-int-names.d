/* @@args: -q */
/* @@mask-ptr */
/* A kernel integer type keeps the kernel's name, as DTrace's BTF to CTF
 * conversion adds it (dt_btf.c, ctf_add_integer): struct timespec64's
 * tv_nsec is a "long int", not D's "long"; a kernel bit-field is a slice of
 * its resolved type, so desc_struct's u16 base2 : 8 is a "short unsigned
 * int". The names print() shows and messages give. */
BEGIN
{
	t = (struct timespec64 *)alloca(sizeof (struct timespec64));
	t->tv_sec = 5;
	t->tv_nsec = 7;
	print(t);
	d = (struct desc_struct *)alloca(sizeof (struct desc_struct));
	d->limit0 = 3;
	d->base2 = 9;
	print(d);
	exit(0);
}
