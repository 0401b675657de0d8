BEGIN
{
	clear(@a);
}

/* @@args: -x errtags */
/* @@status: 1 */
