/* DTrace checks clauses once the whole program is parsed: a clause may use
 * a struct, an inline and a variable declared after it. */
BEGIN
{
	this->p = (struct later *)alloca(sizeof (int));
	this->p->a = limit;
	total = this->p->a + 1;
	printf("%d %d\n", this->p->a, total);
	exit(0);
}

struct later {
	int a;
};

inline int limit = 41;
int total;

/* @@args: -q */
