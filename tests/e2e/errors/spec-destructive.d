/* Destructive actions (copyout, chill, breakpoint...) may not follow
 * speculate(), whatever the -w flag. */
BEGIN
{
	speculate(speculation());
	copyout(alloca(4), 0, 4);
}

/* @@args: -w -x errtags */
/* @@status: 1 */
