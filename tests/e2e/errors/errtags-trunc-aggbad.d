BEGIN
{
	trunc(@a, 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
