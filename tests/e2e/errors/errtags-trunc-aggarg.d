BEGIN
{
	trunc("a");
}

/* @@args: -x errtags */
/* @@status: 1 */
