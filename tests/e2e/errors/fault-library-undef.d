/* DTrace for Linux's D library names the fault codes arg4 of the ERROR
 * probe takes, DTRACEFLT_UNKNOWN to DTRACEFLT_BADSTACK (dlibs' unistd.d);
 * DTRACEFLT_LIBRARY, a consumer's fault no clause sees, is only in its C
 * header: in D it is an unknown name. */
/* @@status: 1 */
ERROR
/arg4 == DTRACEFLT_LIBRARY/
{
	exit(0);
}
