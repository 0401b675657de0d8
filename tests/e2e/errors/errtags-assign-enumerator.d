/* an enumerator is an integer constant, not an lvalue */
enum e { A };

BEGIN
{
	A = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
