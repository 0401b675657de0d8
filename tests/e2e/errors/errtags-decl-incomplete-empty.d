/* a struct of size 0 (a zero-width bit-field declares nothing) */
struct s {
	int : 0;
};

struct s x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
