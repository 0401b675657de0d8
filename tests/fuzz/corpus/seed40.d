BEGIN
{
	x = 1;
	x = "str";
}

/* @@args: -x errtags */
/* @@status: 1 */
