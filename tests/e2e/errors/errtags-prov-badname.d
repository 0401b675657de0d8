/* A provider's name may not end with a digit: the digits name a process. */
provider app2 {
	probe ready();
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
