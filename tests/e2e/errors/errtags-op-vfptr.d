BEGIN
{
	this->p = (void *)curthread;
	this->p++;
}

/* @@args: -x errtags */
/* @@status: 1 */
