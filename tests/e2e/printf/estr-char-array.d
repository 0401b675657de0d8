/* @@args: -q -x strsize=12 */
/* %S escapes the argument's record up to and with its first NUL: a D
 * string's is strsize + 1 bytes, a char array's is its own size (DTrace's
 * dt_cg_store_val() records the array by reference, pfprint_estr()
 * escapes it as strchr2esc(), which stops after a NUL): a char array
 * without one prints whole. */
char ca[6];
struct s { char n[4]; int x; } st;

BEGIN
{
	st.n[0] = 'A'; st.n[1] = 'B'; st.n[2] = 'C'; st.n[3] = 'D';
	st.x = 0x474645;
	ca[0] = 'e';
	s = "ab";
	printf("[%S] [%S] [%S] [%S]\n", st.n, ca, s, "cd");
	exit(0);
}
