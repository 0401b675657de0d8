/* "." is DTrace's own "restore stdout" sentinel: freopen(".") is refused at compile time */
BEGIN
{
	freopen(".");
}

/* @@args: -w -x errtags */
/* @@status: 1 */
