/* @@args: -q */
/* A byte array passed where an address is wanted is its address, not a
 * string copy (which would stop at its first zero byte). */
uint8_t b[20];

BEGIN
{
	b[2] = 0x08;
	printf("%s\n", link_ntop(ARPHRD_ETHER, b));
	b[0] = 0x80;
	b[5] = 0xff;
	printf("%s\n", link_ntop(ARPHRD_ETHER, b));
	exit(0);
}
