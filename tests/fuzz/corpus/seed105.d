BEGIN
{
	progenyof();
}

/* @@args: -x errtags */
/* @@status: 1 */
