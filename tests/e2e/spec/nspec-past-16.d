/* @@args: -q -x nspec=20 */
/* DTrace's dt_speculation() (bpf/speculation.c) tries the ids 1 to 16 only:
 * with nspec=20 the 17th speculation() fails as if none were free. */
BEGIN
{
	printf("%d %d %d %d %d %d %d %d ", speculation(), speculation(),
	    speculation(), speculation(), speculation(), speculation(),
	    speculation(), speculation());
	printf("%d %d %d %d %d %d %d %d ", speculation(), speculation(),
	    speculation(), speculation(), speculation(), speculation(),
	    speculation(), speculation());
	printf("%d %d\n", speculation(), speculation());
	exit(0);
}
