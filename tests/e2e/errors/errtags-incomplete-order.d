/* A variable of a struct type declared before the struct is defined. */
struct later v;
struct later {
	int a;
};

BEGIN
{
}

/* @@args: -x errtags */
/* @@status: 1 */
