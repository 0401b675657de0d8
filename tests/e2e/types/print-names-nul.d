/* @@args: -q */
/* @@mask-ptr */
/* print( ) names types as libctf's ctf_type_name does: an array of arrays
 * with no space between its dimensions (inner one first), an array of
 * pointers with none after the '*'; a char of value 0 at the top prints
 * up to its NUL, as DTrace's "%s" of the line does. */
struct s { int *p[2]; char c[2][3]; };

BEGIN
{
	q = (struct s *)alloca(sizeof (struct s));
	q->c[1][2] = 'a';
	print((char (*)[2][3])q->c);
	print(&q->c[0][0]);
	q->p[1] = (int *)8;
	print(q);
	exit(0);
}
