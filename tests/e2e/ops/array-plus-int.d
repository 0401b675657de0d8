/* An array is a pointer to its first element in + and - (DTrace: a[i] is
 * *(a + i)), on either side of +; arrays of 0 or 1 elements, the ends of
 * structs, are not bounds-checked. */
struct tail {
	int	n;
	int	v[1];
};

int a[4];

BEGIN
{
	a[1] = 7;
	a[2] = 8;
	a[3] = 9;
	printf("%d %d %d\n", *(a + 1), *(2 + a), *(a + 3 - 1));
	this->p = (int *)(a + 1);	/* a + 1 is of the array's type */
	printf("%d %d\n", *this->p, this->p[2]);
	this->i = 3;
	printf("%d\n", *(a + this->i));
	this->t = (struct tail *)alloca(sizeof(struct tail) + 8);
	this->t->v[0] = 5;
	printf("%d %d %d\n", this->t->v[0], this->t->v[1], *(this->t->v + 2));
	printf("%d %d\n", *(a - 1 + 2), *(a + 2 - this->i + 2));
}

BEGIN
{
	this->i = 7;
	printf("%d\n", *(a + this->i));	/* faults: index out of bounds (7) */
}

ERROR
{
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: index out of bounds \(7\) */
