/* an array of the union being defined while it has no size */
union u {
	union u m[1];
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
