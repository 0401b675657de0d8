BEGIN
{
	trace(substr(probename, 1, 2, 3));
}

/* @@args: -x errtags */
/* @@status: 1 */
