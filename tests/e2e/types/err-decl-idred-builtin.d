/* @@status: 1 */
/* A built-in function's name cannot be declared as a variable. */
int strstr;

BEGIN
{
	exit(0);
}
