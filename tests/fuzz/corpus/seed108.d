/* alloca beyond scratchsize is "out of scratch space" at run time. */
BEGIN
{
	n = 100;
	p = alloca(40);
	q = alloca(n);
	exit(1);
}

ERROR
{
	exit(0);
}

/* @@args: -q -x scratchsize=64 */
/* @@stderr-match: out of scratch space */
