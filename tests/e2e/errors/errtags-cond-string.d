/* the condition of ?: is a scalar, not a char array */
BEGIN
{
	trace(curthread->comm ? 1 : 2);
}

/* @@args: -x errtags */
/* @@status: 1 */
