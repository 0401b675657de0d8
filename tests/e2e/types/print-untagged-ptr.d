/* @@args: -q */
/* @@mask-ptr */
/* libctf names an untagged struct, union or enum "struct " (its space
 * kept), so a pointer to one is "struct  *" and an array of them
 * "struct  [2]"; print( ) drops only a last space, as DTrace does. */
struct s {
	struct { int x; } *p;
	union { int y; } *u;
	enum { Q, R } *ep;
	struct { char c; } a[2];
};

BEGIN
{
	q = (struct s *)alloca(sizeof (struct s) + 8);	/* print( ) checks 8 bytes */
	q->p = (void *)0x10;
	q->u = (void *)0x20;
	q->ep = (void *)0x40;
	q->a[1].c = 'x';
	print(q);
	print(&q->a[1]);
	exit(0);
}
