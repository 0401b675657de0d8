BEGIN
{
	trace();
}

/* @@args: -x errtags */
/* @@status: 1 */
