/* @@args: -x errtags */
/* @@status: 1 */
/* DTrace declared all of its D libraries before the program, and the
 * inline below before the parser meets the syntax error after it: the
 * redefinition of signal.d's SIGINT is the error */
inline int SIGINT = 3;

BEGIN
{
	x = ;
}
