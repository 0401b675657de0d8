/* pointer + integer, integer + pointer and pointer - integer scale by the
 * element size; pointer - pointer counts elements */
BEGIN
{
	this->p = (int *)16;
	this->q = (int *)40;
	printf("%d %d %d %d\n", (long)(this->p + 1), (long)(2 + this->p),
	    (long)(this->p - 1), this->q - this->p);
	exit(0);
}

/* @@args: -q */
