/* @@args: -x errtags */
/* @@status: 1 */
BEGIN
{
	speculate(1);
	@ = count();
}
