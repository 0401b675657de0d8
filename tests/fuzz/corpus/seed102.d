BEGIN
{
	strtok(1234, "abc");
}

/* @@args: -x errtags */
/* @@status: 1 */
