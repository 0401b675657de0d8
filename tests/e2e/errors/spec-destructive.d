/* Destructive actions (copyout, chill, breakpoint...) may not follow
 * speculate(), whatever the -w flag. */
/* @@args: -w */
/* @@status: 1 */
BEGIN
{
	speculate(speculation());
	copyout(&`max_pfn, 0, 4);
}
