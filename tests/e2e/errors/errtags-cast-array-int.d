/* an array is no scalar: it casts to a pointer or a string, not to an integer */
BEGIN
{
	trace((int)curthread->comm);
}

/* @@args: -x errtags */
/* @@status: 1 */
