/* The integer subroutines' result types as dt_open.c declares them: sizeof
 * of each, and the signs their values take in comparisons and arithmetic
 * (htons( ) and htonl( ) are unsigned, so never < 0; strlen( ) is size_t,
 * so strlen("abc") - 4 is huge; index( ) is int). */
BEGIN
{
	printf("%d %d %d %d %d %d\n", sizeof(htons(0)), sizeof(htonl(0)), sizeof(htonll(0)),
	    sizeof(ntohs(0)), sizeof(ntohl(0)), sizeof(ntohll(0)));
	printf("%d %d %d %d %d %d\n", sizeof(strlen("")), sizeof(index("", "")),
	    sizeof(rand()), sizeof(progenyof(0)), sizeof(getmajor(0)), sizeof(getminor(0)));
	printf("%d %d %d %d\n", htons(0x8000) < 0, htonl(0x80) < 0, htonll(0x80) < 0,
	    ntohs(-1) == 0xffff);
	printf("%d %d %x %d\n", strlen("abc") - 4 > 0, index("abc", "z") < 0, ~htons(1),
	    -htonl(1));
	printf("%d %d %d %d\n", (int)htonl(0xff), (short)htons(0xff), getmajor(-1) + getminor(-1),
	    htons(0x12) * 2);
	exit(0);
}

/* @@args: -q */
