/* @@status: 1 */
/* More keys than DTrace's tuple registers allow: dt_cg_arglist() refuses key
 * index i > 8 (tregs), so the tenth key is "Insufficient tuple registers". */
BEGIN
{
	a[0, 1, 2, 3, 4, 5, 6, 7, 8, 9] = 0;
}
