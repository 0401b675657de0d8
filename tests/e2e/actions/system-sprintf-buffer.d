/*
 * system( )'s command is formatted by DTrace's dtrace_sprintf( ) into a
 * buffer of strsize bytes, its NUL among them, each piece appended at the
 * end of the C string so far (dt_printf( ) in dt_subr.c): the command is
 * cut to strsize - 1 bytes, and a %c of 0 adds nothing (what follows it in
 * its own conversion is lost, the next piece goes on).
 */
#pragma D option strsize=16

BEGIN
{
	system("echo 0123456789abcdefghij");
	system("echo %s%d", "01234", 1234567890);
	system("echo a%cb%-3cc%3cd", 0, 0, 0);
	exit(0);
}

/* @@args: -qw */
