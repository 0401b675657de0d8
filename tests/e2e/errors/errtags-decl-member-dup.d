/* two members of one name */
struct req {
	int id;
	long id;
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
