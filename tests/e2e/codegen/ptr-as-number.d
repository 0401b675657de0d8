/* @@args: -q */
/*
 * A pointer the verifier tracks as one (alloca( )'s and copyin( )'s scratch
 * memory) used as a number: cast to an integer and
 * multiplied, divided, narrowed, or aggregated by sum( ), quantize( ),
 * or lquantize( ). Each was refused by the kernel's verifier.
 */
BEGIN
{
	this->p = (char *)alloca(8);
	this->c = (caddr_t)alloca(8);
	printf("%d %d %d\n", (uint64_t)this->p * 2 > 0, (uint64_t)this->p / 8 > 0,
	    (int)this->p != 0 || 1);
	printf("%d\n", (uint64_t)this->c * 3 > 0);
	@s = sum(this->p);
	@q = quantize((uint64_t)copyin((uintptr_t)curpsinfo->pr_argv, 8));
	@l = lquantize((long)this->c, 0, 10);
	@r = sum((1, copyin((uintptr_t)curpsinfo->pr_argv, 4)));
	trunc(@s);	/* sums of addresses: printed nowhere */
	trunc(@q);
	trunc(@l);
	trunc(@r);
	printf("ok\n");
	exit(0);
}
