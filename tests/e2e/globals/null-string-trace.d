/* Tracing a NULL string (an unset self-> string) is a bad address: the
 * clause aborts and ERROR fires with DTRACEFLT_BADADDR (1) at address 0. */
#pragma D option quiet

self string x;

BEGIN
{
	trace(self->x);
	exit(1);
}

ERROR
{
	printf("fault %d addr %d\n", arg4, arg5);
	exit(0);
}
/* @@stderr-match: error in dt_clause_0 for probe ID 1 \(dtrace:::BEGIN\): invalid address \(0x0\) */
