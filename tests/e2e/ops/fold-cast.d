/* @@args: -q */
/* A cast of a constant is a constant to DTrace's parser, and so is an
 * operator on it: -(unsigned char)207 keeps the type's bits (49), as does
 * - of an enum (DTrace's enums are unsigned); ! keeps the type. */
enum col { RED = 3 };

BEGIN
{
	printf("%d %d\n", -((unsigned char)207), -((unsigned char)207) > 1);
	printf("%d %d\n", -(enum col)3 + 0L, !(unsigned long)(char)3 - 2);
	exit(0);
}
