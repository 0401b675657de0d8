/* @@args: -q */
/*
 * DTrace's parser folds a cast of a constant into one integer constant
 * (dt_node_op2), so p += (char)0 adds a literal 0: an alloca pointer
 * variable stays one (no D_ALLOCA_INCOMPAT), as with p += 0
 */
BEGIN
{
	this->p = (int *)alloca(16);
	this->q = this->p;
	this->p[1] = 7;
	this->p++;
	this->p += (unsigned char)0;
	this->p -= (long)(2 - 2);
	printf("%d %d\n", this->p - this->q, *this->p);
	exit(0);
}
