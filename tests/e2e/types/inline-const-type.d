/* @@args: -q */
/*
 * An inline of an integer constant is that constant where it is used, of
 * the constant's own type (DTrace's parser clones the inline's INT node):
 * not cut to the inline's declared char, four bytes wide.
 */
inline char C = 300;
inline char D = C;

BEGIN
{
	printf("%d %d %d %d\n", C, sizeof (C), D, sizeof (D));
	exit(0);
}
