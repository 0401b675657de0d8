enum big {
	LAST = 2147483647,
	NEXT = 2147483648
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
