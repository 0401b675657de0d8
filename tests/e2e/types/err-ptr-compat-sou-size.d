/* @@args: -x errtags */
/* @@status: 1 */
/* Structs are compatible only with one name and one size (libctf's
 * ctf_type_compat( )): a D struct task_struct of 8 bytes is not the
 * kernel's, so a pointer to one takes no curthread. */
struct task_struct { int a; int b; };

BEGIN
{
	x = (struct task_struct *)0;
	x = curthread;
}
