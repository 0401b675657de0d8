/* the arguments of an output prototype have names */
provider app {
	probe request(int fd) : (int);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
