/*
 * NULL is the inline of the definitions dtrace_open( ) compiles before any
 * program (dt_open.c's _dtrace_hardwire): an identifier of another
 * generation, which a program's pragma may not change (dt_pragma.c).
 */
#pragma D binding "1.0" NULL

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
