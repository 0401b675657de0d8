BEGIN
{
	trace(*curthread && 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
