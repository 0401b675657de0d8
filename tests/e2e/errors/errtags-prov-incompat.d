/* A provider declared again with another prototype for one of its probes. */
provider app {
	probe req(int, char *);
};

provider app {
	probe req(int, int);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
