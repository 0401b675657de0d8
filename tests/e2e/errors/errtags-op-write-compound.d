BEGIN
{
	timestamp += 1;
}

/* @@args: -x errtags */
/* @@status: 1 */
