/* Byte swaps, getmajor/getminor (Linux dev_t), rand and progenyof. */
BEGIN
{
	printf("%x %x %x\n", htons(0x1122), htonl(0x11223344), htonll(0x1122334455667788));
	printf("%x %x %x\n", ntohs(0x1122), ntohl(0x11223344), ntohll(0x1122334455667788));
	printf("%x %x\n", getmajor(0xabcdef0123456789ll), getminor(0xabcdef0123456789ll));
	printf("%d %d\n", progenyof(0), progenyof(pid));
	r = rand();
	printf("%s\n", r == (int)r ? "int" : "wide");
	exit(0);
}

/* @@args: -q */
