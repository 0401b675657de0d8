/* a function's type is not made of its words: no forward tag for enum e */
enum e f(void);
enum e {
	A
};
enum e {
	B
};

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
