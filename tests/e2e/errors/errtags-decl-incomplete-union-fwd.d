/* a forward tag is named by its kind */
struct s {
	union u m;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
