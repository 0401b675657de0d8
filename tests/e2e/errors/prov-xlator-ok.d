/* An output prototype whose arguments are their inputs as they are, or
 * translated by a translator declared before: no error. */
struct req {
	int id;
};

struct reqinfo {
	int ri_id;
};

translator struct reqinfo < struct req *r > {
	ri_id = r->id;
};

provider app {
	probe request(struct req *r, char *path, int fd) :
	    (struct reqinfo *r, string path, long fd);
};

BEGIN
{
	printf("ok\n");
	exit(0);
}
/* @@args: -q */
