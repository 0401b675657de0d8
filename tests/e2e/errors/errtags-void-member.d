/* A struct member of type void. */
struct s {
	int a;
	void b;
};

BEGIN
{
}

/* @@args: -x errtags */
/* @@status: 1 */
