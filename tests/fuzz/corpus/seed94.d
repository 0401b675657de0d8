/* @@args: -x errtags */
/* @@status: 1 */
BEGIN
{
	trace(1);
	speculate(1);
}
