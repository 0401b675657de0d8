/* a third long: DTrace looks up the type "long long long " */
long long long x;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
