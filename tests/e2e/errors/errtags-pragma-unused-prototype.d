/* a function prototype is an extern declaration, not a D variable */
int lookup(string);
#pragma D attributes Stable/Stable/Common lookup

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
