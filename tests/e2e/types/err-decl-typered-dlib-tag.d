/* @@args: -x errtags */
/* @@status: 1 */
/* DTrace compiles its D libraries before the program, into the same D
 * container: a program's body for one of their struct tags is a
 * redeclaration (dt_decl_sou), reported where its "{" is */
struct psinfo
{
	int a;
};

BEGIN
{
	exit(0);
}
