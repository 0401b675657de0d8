/* void stands alone in a probe's prototype */
provider app {
	probe request(void, int);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
