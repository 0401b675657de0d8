/* A string stored into a char array member copies the array's size in
 * bytes, as dt_cg_store's memcpy of dt_node_type_size(dst) does: "abcdefg"
 * into char[4] keeps "abcd" with no NUL and leaves the next member alone;
 * a shorter string ends at its NUL. */
struct b { char buf[4]; int x; } g;

BEGIN
{
	g.x = 7;
	g.buf = "abcdefg";
	printf("%s %d\n", g.buf, g.x);
	tracemem(&g.buf[0], 8);
	g.buf = "z";
	printf("%s %d %d\n", g.buf, g.x, strlen(g.buf));
	exit(0);
}

/* @@args: -q */
