/* @@args: -q */
/*
 * A char pointer as a key is its value, as any pointer's (DTrace's
 * dt_cg_arglist( ) stores a scalar, dt_node_is_scalar); only a string is
 * a string key. sonda read the bytes at the address as a string (here a
 * fault at the address 100). A char array is its bytes (DIF_TF_BYREF):
 * @s's first key is a char[4], so "hi" is copied into its 4 bytes and
 * the key prints as a 4-byte record, " %8d" (dt_print_datum( ))
 */
char gc[4];

BEGIN
{
	gc[0] = 'h';
	gc[1] = 'i';
	a[(char *)100] = 5;
	a[(char *)100 + 1] = 6;
	printf("%d %d %d\n", a[(char *)100], a[(char *)101], a[(char *)102]);
	@p[(char *)100, 1] = count();
	@p[(char *)100 + 1, 1] = count();
	@p[(char *)100, 1] = count();
	@s[gc] = count();
	@s["hi"] = count();
	exit(0);
}
