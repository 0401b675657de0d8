/* @@args: -q */
/* D`name names a typedef of D's own type scope (the program's and the D
 * library's), never the kernel's. */
typedef struct pair { uint32_t a, b; } pair_t;

BEGIN
{
	p = (D`pair_t *)alloca(sizeof(D`pair_t));
	p->a = 3;
	p->b = 4;
	printf("%d %d %d %d\n", sizeof(D`pair_t), p->a + p->b, sizeof(D`psinfo_t) > 0,
	    (D`pid_t)-1 < 0);
	exit(0);
}
