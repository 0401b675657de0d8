/* each argument of an output prototype names an input argument */
provider app {
	probe request(int fd, char *path) : (char *name);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
