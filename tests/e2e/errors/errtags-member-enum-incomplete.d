/* a member of an enum type that is never defined */
struct s {
	int a;
	enum later e;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
