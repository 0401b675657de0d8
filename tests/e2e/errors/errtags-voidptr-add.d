/* Arithmetic on a void pointer: + has no element size to scale by. */
BEGIN
{
	trace((void *)0 + 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
