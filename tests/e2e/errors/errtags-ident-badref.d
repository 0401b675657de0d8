BEGIN
{
	n = strlen;
}

/* @@args: -x errtags */
/* @@status: 1 */
