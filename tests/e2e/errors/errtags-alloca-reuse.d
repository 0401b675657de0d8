/* this->p holds scratch memory and, later, a kernel pointer */
BEGIN
{
	this->p = (char *)alloca(16);
	this->p = (char *)curthread;
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
