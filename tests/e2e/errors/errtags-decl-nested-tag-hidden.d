/* a tag defined inside a struct is not visible by its name */
struct a {
	struct b {
		int x;
	} m;
};

struct b v;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
