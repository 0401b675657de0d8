/* @@args: -q */
/* A cast to a struct or union of the operand's name and size is taken, as
 * DTrace's dt_cook_op2( ) checks a cast with ctf_type_compat( ) first: a D
 * struct old_utimbuf32 of 8 bytes from the kernel's (one its D container
 * holds no copy of: a struct list_head of the script's is D_DECL_TYPERED). */
struct old_utimbuf32 { uint32_t a; uint32_t b; };
struct vmlinux`old_utimbuf32 k;

BEGIN
{
	k.actime = 7;
	k.modtime = 9;
	x = (struct old_utimbuf32)k;
	printf("%d %d\n", x.a, x.b);
	exit(0);
}
