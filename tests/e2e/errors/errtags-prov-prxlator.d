/* an output argument of another type needs a translator from its input */
struct req {
	int id;
};

struct reqinfo {
	int ri_id;
};

provider app {
	probe request(struct req *r) : (struct reqinfo *r);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
