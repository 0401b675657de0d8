/*
 * rand() is an int: its 32 random bits are sign-extended (dt_cg_subr_rand( )
 * shifts left and arithmetically right by 32), so about half the values are
 * negative and the high 32 bits always copy bit 31. Of 64 draws, none being
 * negative has a chance of 2^-64.
 */
int i, neg, bad;

tick-1ms
/i++ < 64/
{
	r = rand();
	neg += r < 0;
	this->hi = (long)r >> 31;
	bad += this->hi != 0 && this->hi != -1;
}

tick-1ms
/i > 64/
{
	printf("negative seen: %d, bad high bits: %d\n", neg > 0, bad);
	exit(0);
}

/* @@args: -q */
