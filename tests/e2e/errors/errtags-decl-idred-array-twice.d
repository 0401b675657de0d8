/* each array declarator makes a new array type: the same declaration twice
 * is a redeclaration */
int a[2];
int a[2];

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
