/* a string is not a scalar: it cannot be a predicate */
BEGIN
/execname/
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
