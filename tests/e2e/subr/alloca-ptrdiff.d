/* @@args: -q */
/* pointers into alloca( )ed memory subtract to their distance */
BEGIN
{
	this->p = (char *)alloca(8);
	this->q = (char *)&this->p[2];
	this->r = this->p + 5;
	printf("%d %d\n", this->q - this->p, this->r - this->q);
	exit(0);
}
