/* @@args: -q */
/*
 * A char array key is its N bytes (DTrace's dt_idcook_assc( ) keeps the
 * first key's type, dt_cg_arglist( ) copies a DIF_TF_BYREF value with
 * probe_read( )), not a string: bytes after the NUL make another key, a
 * string given to a char[N] key is copied into it (probe_read_str( ) of
 * N + 1), and printa( ) prints the key as dt_print_datum( ) prints a record
 * of N bytes: 8, 4, 2 or 1 bytes as an integer (" %16lld", " %8d"...),
 * else dt_print_bytes( ): printable characters then NULs as a string,
 * others as a hex dump. sonda made every char array key a string.
 */
struct k { char c8[8]; char c4[4]; char c6[6]; };
struct k x, y;

BEGIN
{
	x.c8[0] = 'A';
	x.c4[0] = 'B';
	x.c6[0] = 'C';
	x.c6[2] = 'D';	/* a byte after the NUL */
	y.c6[0] = 'C';
	@a[x.c8] = count();
	@b[x.c4] = count();
	@c[x.c6] = count();
	@c[y.c6] = count();
	@c[y.c6] = count();
	a[x.c6] = 1;
	a[y.c6] = 2;
	a["C"] = 3;
	printf("%d %d\n", a[x.c6], a[y.c6]);
	printa(@a);
	printa(@b);
	printa(@c);
	exit(0);
}
