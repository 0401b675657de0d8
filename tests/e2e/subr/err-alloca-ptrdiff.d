/* @@args: -x errtags */
/* @@status: 1 */
/*
 * DTrace dt_cook_op2: the distance between a pointer into alloca( )ed
 * scratch memory and one elsewhere is meaningless
 */
BEGIN
{
	this->p = (char *)alloca(8);
	this->q = (char *)&this->p[2];
	this->d = this->q - this->p;
	trace(this->d);
	this->e = this->q - (char *)curthread;
}
