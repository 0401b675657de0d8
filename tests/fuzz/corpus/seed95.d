/* @@args: -q -x nspec=2 */
BEGIN
{
	printf("%d %d %d\n", speculation(), speculation(), speculation());
	exit(0);
}
