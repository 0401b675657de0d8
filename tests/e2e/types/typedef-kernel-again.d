/* A script may declare again a name that DTrace takes from the kernel's types
 * (u8, uid_t), not from its own D container; its own declaration is then used. */
typedef unsigned short u8;
typedef long uid_t;

BEGIN
{
	printf("%d %d\n", sizeof(u8), sizeof(uid_t));
	exit(0);
}

/* @@args: -q */
