/* DTrace cooks a clause's statements before its predicate: a variable the
 * body assigns and then increments has the assigned type (a long *, a
 * char) even when the predicate reads it, and only one that ++/-- makes
 * without an assignment before it is an int64_t. sonda declared every
 * incremented variable an int64_t first, and p = (long *)65536 was
 * D_OP_INCOMPAT ("int64_t" = "long *"). */
BEGIN
/p == 0 && c == 0 && n == 0/
{
	p = (long *)65536;
	p--;
	c = (char)5;
	c++;
	n++;
	printf("%d %d %d %d %d\n", (long)p, c, sizeof (c), n, sizeof (n));
	exit(0);
}

/* @@args: -q */
