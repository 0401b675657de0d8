/* @@args: -x errtags */
/* @@status: 1 */
/* Structs are compatible only with one name and one size (libctf's
 * ctf_type_compat( )): a D struct old_utimbuf32 of 12 bytes is not the
 * kernel's, so a pointer to one takes no pointer to the kernel's. */
struct old_utimbuf32 { int a; int b; int c; };

BEGIN
{
	x = (struct old_utimbuf32 *)0;
	x = (struct vmlinux`old_utimbuf32 *)0;
}
