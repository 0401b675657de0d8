int x;

enum colors {
	RED = x
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
