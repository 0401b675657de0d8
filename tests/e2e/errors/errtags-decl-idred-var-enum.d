/* a variable named as an enumerator */
enum e { A };
int A;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
