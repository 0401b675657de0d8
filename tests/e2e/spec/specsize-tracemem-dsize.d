/* @@args: -q -x specsize=24 */
/* tracemem( )'s displayed size is stored at its own type's size, as DTrace's
 * dt_cg_act_tracemem( ) hands it to dt_cg_store_val( ): 4 bytes of the int
 * 2 after the 4 traced bytes, so the clause's buffer is 16 + 4 + 4 bytes
 * and fits in specsize 24: no speculative drop, and x = 1 runs. */
BEGIN
{
	s = speculation();
}

BEGIN
{
	speculate(s);
	tracemem(curthread, 4, 2);
	x = 1;
}

BEGIN
{
	discard(s);
}

BEGIN
{
	printf("x %d, speculative drops: none\n", x);
	exit(0);
}
