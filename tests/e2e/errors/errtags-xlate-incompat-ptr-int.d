/* a pointer member takes the constant 0, not another integer */
struct s {
	int *p;
};

translator struct s < int x > {
	p = 5;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
