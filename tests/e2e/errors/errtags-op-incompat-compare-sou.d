/* a struct compares with nothing but its own type */
BEGIN
{
	trace(*curthread == 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
