/* @@status: 1 */
/* More keys than DTrace's 8 tuple registers: "Insufficient tuple registers". */
BEGIN
{
	a[0, 1, 2, 3, 4, 5, 6, 7, 8] = 0;
}
