BEGIN
{
	timestamp++;
}

/* @@args: -x errtags */
/* @@status: 1 */
