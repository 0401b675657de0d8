/* @@args: -q -x nspec=1 */
/* discard() and commit() of an id that no speculation() gave leave it
 * free, as DTrace's dt_speculation_set_drainable() (bpf/speculation.c)
 * finds no entry to mark draining: speculation() gets it at once. */
BEGIN
{
	discard(1);
	commit(1);
}

BEGIN
{
	printf("%d\n", speculation());
	exit(0);
}
