/* @@args: -q */
/* @@stderr-match: invalid address \(0x0\) */
/*
 * An extern declaration puts its name in the D module (dt_module_extern( )),
 * which is no kernel module: D``y and ``y find it as a user symbol of
 * address 0 with the declared type (dt_xcook_ident( ) makes a DT_NODE_SYM),
 * so sizeof and & work and reading it is an invalid address (0x0) at run
 * time (dt_cg_node( ) loads its st_value); D`y is D_SYM_BADREF.
 */
extern int y;
extern char z;

BEGIN
{
	printf("%d %d %d\n", sizeof (D``y), sizeof (``z), (int)&D``y);
}

BEGIN
{
	trace(D``y);
	printf("not reached\n");
}

BEGIN
{
	trace(``z);
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
