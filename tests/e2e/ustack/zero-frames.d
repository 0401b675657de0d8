/* A user stack of no frames asked (ustackframes=0, and ustack( ) without a
 * count) prints nothing at all, not even the "\n" a stack starts with:
 * DTrace's dt_print_ustack( ) returns at once for a record of 0 frames.
 * As an aggregation key too; jstack( ) with a count still prints its
 * frames. */
/* @@args: -q -x ustackframes=0 -c "$SONDA_TRIGGERS/ucalls 1 1" */
pid$target:a.out:leaf:entry
/i++ == 0/
{
	printf("[");
	ustack();
	printf("][");
	jstack(1);
	printf("]");
	@[ustack(), 1] = count();
}

END
{
	printa(@);
}
