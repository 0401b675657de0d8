int x;
#pragma D attributes Stable/Stable/Common x
#pragma D attributes Stable/Stable/Common nosuch

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
