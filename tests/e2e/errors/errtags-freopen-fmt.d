/* freopen( ) takes any argument as its prototype says, but its format
 * must then be a string constant */
BEGIN
{
	freopen(1);
}

/* @@args: -x errtags */
/* @@status: 1 */
