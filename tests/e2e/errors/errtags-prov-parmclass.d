/* a probe's parameters are made as parsed: a storage class first */
provider zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz {
	probe a(static int);
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
