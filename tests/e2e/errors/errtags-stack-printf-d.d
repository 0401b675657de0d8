/* A stack is no integer: %d of stack() is a printf type error. */
BEGIN
{
	printf("%d\n", stack());
}

/* @@args: -x errtags */
/* @@status: 1 */
