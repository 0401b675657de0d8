/* index() and rindex() of "" as DTrace for Linux computes them: index()
 * finds it at any start up to len(s), none past it; rindex() with a
 * negative start finds nothing, "" neither. */
BEGIN
{
	x = "abc";
	printf("%d %d %d %d\n", index(x, "", 2), index(x, "", 3), index(x, "", 4),
	    index(x, "", -1));
	printf("%d %d %d %d\n", rindex(x, "", 1), rindex(x, "", 5), rindex(x, "", -1),
	    rindex(x, "a", -1));
	exit(0);
}

/* @@args: -q */
