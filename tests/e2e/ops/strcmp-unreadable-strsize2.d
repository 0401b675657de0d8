/* With strsize 2, dt_strcmp( ) looks at one character: an unreadable
 * string's zeros and a readable "" do not differ there, so they compare
 * equal (with strsize 3 or more the unreadable one is greater). */
#define BAD	((string)(char *)8)

BEGIN
{
	printf("%d %d %d %d\n", BAD == "", "" == BAD, BAD < "a", "a" > BAD);
	exit(0);
}

/* @@args: -q -C -x strsize=2 */
