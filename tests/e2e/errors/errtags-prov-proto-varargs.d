/* a probe's prototype has a fixed list of arguments */
provider app {
	probe request(int, ...);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
