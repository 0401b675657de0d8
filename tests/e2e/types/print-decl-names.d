/* @@args: -q */
/* @@mask-ptr */
/* Pointer and array type names as libctf's ctf_type_name writes them: the
 * pointers parenthesized when a dimension comes before them (int (*)[3],
 * int (**)[3]), and an array of pointers to arrays int (*)[3][4] (libctf
 * writes the dimensions in the order it meets them). */
typedef int a3t[3];
struct s {
	int (*p)[3];
	int (**pp)[3];
	int (*pa[4])[3];
	int **app[2];
	a3t *tp;
};

BEGIN
{
	q = (struct s *)alloca(sizeof (struct s));
	q->p = (void *)1;
	q->pp = (void *)2;
	q->tp = (void *)3;
	q->pa[0] = (void *)4;
	q->app[1] = (void *)5;
	print(q);
	print((int **(*)[2])q->app);
	print(&q->tp);
	exit(0);
}
