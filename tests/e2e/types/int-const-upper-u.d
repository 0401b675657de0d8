/* dt_node_int picks an integer constant's type from its suffixes' first
 * type, trying only the signed types (every other) when the constant is
 * decimal or its suffix starts with a lowercase 'u' (yyintsuffix[0]), and
 * every type otherwise: 0xffffffffffU is a long (signed: -1 is less), and
 * 0xffffffffffu an unsigned long (-1 compares as the largest value). */
BEGIN
{
	printf("%d %d %d %d\n", -1 < 0xffffffffffU, -1 < 0xffffffffffu,
	    -1 < 0xffffffffffUL, -1 < 0x1U);
	printf("%d %d %d\n", sizeof(0xffffffffffU), sizeof(1U), sizeof(4294967296u));
	exit(0);
}

/* @@args: -q */
