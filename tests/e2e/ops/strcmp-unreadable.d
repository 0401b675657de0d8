/* A string at an address that is not NULL but cannot be read is compared
 * as DTrace for Linux's dt_strcmp( ) (bpf/strcmp.S) compares it: its
 * failed bpf_probe_read_str( ) leaves strsize zeros, taken with the length
 * of a full string. It is less than a string that is not empty (their
 * first bytes differ), greater than a readable "" (the tie-break on
 * length) and equal to another unreadable string. */
#define BAD	((string)(char *)8)

BEGIN
{
	printf("%d %d %d %d\n", BAD == "", BAD > "", "" < BAD, "" != BAD);
	printf("%d %d %d\n", BAD < "a", "a" > BAD, BAD == (string)(char *)16);
	printf("%d %d\n", BAD != NULL, BAD >= BAD);
	exit(0);
}

/* @@args: -q -C */
