/* @@args: -q -x strsize=5 */
/* execname is the task's 16-byte name whatever strsize (which bounds what
 * prints): the kernel verifier refused sonda's read of it into a buffer of
 * strsize + 1 bytes at the end of its scratch memory. */
BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9,
	    10, 11);
	trace(execname);
	exit(0);
}
