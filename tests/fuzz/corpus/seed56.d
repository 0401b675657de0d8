/* @@args: -q */
BEGIN
{
	printf("%d %d %d %d %d\n", 7 + 3, 7 - 10, 6 * 7, 7 / 2, -7 / 2);
	/* division truncates toward zero; % takes the sign of the dividend */
	printf("%d %d %d %d\n", 7 % 3, -7 % 3, 7 % -3, -(5));
	exit(0);
}
