BEGIN
{
	trace((int)*curthread);
}

/* @@args: -x errtags */
/* @@status: 1 */
