BEGIN
{
	n = 16;
	tracemem(curthread, n);
}

/* @@args: -x errtags */
/* @@status: 1 */
