/* a ustack( ) key has DTrace's type stack, as a stack( ) key has */
BEGIN
{
	@a[1] = count();
	@b[ustack()] = count();
	printa(@a, @b);
}

/* @@args: -x errtags */
/* @@status: 1 */
