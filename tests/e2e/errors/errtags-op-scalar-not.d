BEGIN
{
	trace(!*curthread);
}

/* @@args: -x errtags */
/* @@status: 1 */
