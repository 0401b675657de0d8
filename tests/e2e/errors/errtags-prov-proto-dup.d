/* two input arguments of one name */
provider app {
	probe request(int fd, long fd);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
