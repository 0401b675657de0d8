#pragma D attributes Stable/Sturdy/Common counter

int counter;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
