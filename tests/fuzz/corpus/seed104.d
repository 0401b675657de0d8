BEGIN
{
	copyout(0, 0);
}

/* @@args: -x errtags -w */
/* @@status: 1 */
