enum big {
	LAST = 2147483647,
	NEXT
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
