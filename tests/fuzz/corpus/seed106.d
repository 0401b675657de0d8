BEGIN
{
	copyinstr();
}

/* @@args: -x errtags */
/* @@status: 1 */
