/* ustack( ) keys through printa( )'s %k with a width: %-20k indents each
 * frame by the width (DTrace's pfprint_stack( ) sets stackindent to it),
 * %20k prints each frame right-aligned in the width with no indent, a
 * plain %k prints the frames with no indent; without a format, the
 * stack keys of two aggregations print with their values side by side.
 * The expected output is DTrace for Linux's (dtrace-ref), printed while
 * upid was alive. up_depth2+4 is past its frame-pointer prologue. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 2" */
pid$target:a.out:up_depth2:4
{
	@a[ustack(3)] = count();
	@b[ustack(3)] = sum(5);
}

END
{
	printa("%-20k|%@d\n", @a);
	printa("%20k|%@d\n", @a);
	printa("[%k][%@d][%@d]\n", @a, @b);
	printa(@a, @b);
}
