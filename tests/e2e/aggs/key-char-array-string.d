/* @@args: -q */
/*
 * A string given to a char[N] key is copied into its N bytes with its NUL
 * after them (dt_cg_arglist( )'s probe_read_str( ) of N + 1), so "abcdefgh"
 * and a char[8] holding those 8 characters without a NUL are one key,
 * printed as the 8-byte record " %16lld" (dt_print_datum( ))
 */
struct k { char c[8]; };
struct k x;

BEGIN
{
	x.c[0] = 'a'; x.c[1] = 'b'; x.c[2] = 'c'; x.c[3] = 'd';
	x.c[4] = 'e'; x.c[5] = 'f'; x.c[6] = 'g'; x.c[7] = 'h';
	a[x.c] = 1;
	a["abcdefgh"] = 2;
	@[x.c] = count();
	@["abcdefgh"] = count();
	printf("%d\n", a[x.c]);
	printa(@);
	exit(0);
}
