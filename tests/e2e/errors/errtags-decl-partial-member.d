/* the members before a member that does not parse were defined already */
struct s {
	int a;
	int a;
	int int b;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
