BEGIN
{
	tracemem(execname, 16);
}

/* @@args: -x errtags */
/* @@status: 1 */
