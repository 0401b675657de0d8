int copy(void *dst, void *dst, size_t len);

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
