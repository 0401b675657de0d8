/* an enumerator named as a global variable */
int A;
enum e { A };

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
