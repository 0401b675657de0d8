/* (run by ../error-inline.sh) The ERROR probe fires inside the faulting firing: the firing's
 * later clauses run after it, and an exit() there stops them (the faulting
 * clause alone is aborted). That exit() is seen before anything is read, so
 * BEGIN's records are printed before the ERROR probe's, as DTrace's
 * dt_consume_begin( ) reads them (BEGIN and END ran on one CPU). */
#pragma D option quiet

BEGIN { printf("first\n"); }
BEGIN { printf("before the fault\n"); *(char *)NULL; printf("not seen\n"); }
BEGIN { printf("third clause runs after ERROR\n"); }
BEGIN /n++ == 0/ { *(int *)8; }
BEGIN { printf("not seen either: ERROR called exit\n"); }

ERROR
/arg2 == 1/
{
	printf("ERROR: probe %d clause %d fault %d addr %d\n", arg1, arg2, arg4, arg5);
}

ERROR
/arg2 == 3/
{
	printf("ERROR: second fault at %d, exit\n", arg5);
	exit(0);
}
