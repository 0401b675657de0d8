/* @@args: -x errtags */
/* @@status: 1 */
/* a struct defined inside another's body is looked up by its tag too */
struct wrap {
	struct conninfo { int a; } c;
};

BEGIN
{
	exit(0);
}
