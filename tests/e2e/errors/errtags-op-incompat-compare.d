/* a pointer compares with another pointer or with 0, not an integer */
BEGIN
{
	trace(curthread < 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
