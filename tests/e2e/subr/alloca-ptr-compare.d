/* @@args: -q */
/*
 * An alloca( ) pointer compared with another pointer, summed or used as an
 * aggregation key is DTrace's value, its offset in scratch memory (the
 * first allocation at 8): DTrace compares, adds and records that number
 */
BEGIN
{
	this->p = (char *)alloca(10);
	this->q = (int *)alloca(4);
	printf("%d %d %d %d\n", this->p == (char *)8, this->q > (int *)20,
	    (void *)30 > this->q, this->p + 16 == (char *)this->q);
	printf("%d %d\n", this->p != 0, this->p < this->p + 1);
	@s = sum(this->p);
	@m = max(this->q + 1);
	@k[this->q] = count();
	exit(0);
}
