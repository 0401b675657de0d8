BEGIN
{
	start = timestamp();
}

/* @@args: -x errtags */
/* @@status: 1 */
