/* @@args: -q */
/* DTrace's _Bool is an unsigned 1-byte integer with no conversion of its
 * own: a cast truncates to the byte (dt_cg_typecast, and dt_node_op2 when
 * folding), an assignment stores the byte and its value is the register
 * stored (dt_cg_asgn_op), as for any unsigned char */
_Bool g;

BEGIN
{
	x = 5;
	printf("%d %d %d %d\n", (_Bool)5, (_Bool)256, (_Bool)x, (vmlinux`bool)(x + 1));
	printf("%d ", (g = 2) + 0);
	printf("%d %d\n", g, (g = 0x102) + 0);
	exit(0);
}
