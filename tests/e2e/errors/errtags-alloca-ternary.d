/* one arm of ?: is scratch memory, the other is not: no variable may
 * hold the result */
BEGIN
{
	this->buf = (char *)alloca(16);
	this->p = rand() ? this->buf : (char *)curthread;
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
