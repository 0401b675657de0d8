/* a member array without a dimension has size 0 */
struct s {
	int n;
	int a[];
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
