/* The inlines of DTrace for Linux's D libraries (procfs.d, io.d, ip.d,
 * lockstat.d, pcap.d): cwd and root through d_path( ), which DTrace for
 * Linux answers "<unknown>", and the constants. */
#pragma D option quiet

BEGIN
{
	printf("cwd=%s root=%s\n", cwd, root);
	printf("%d %d %d\n", BIO_USER_MAPPED, REQ_WRITE, REQ_SYNC);
	printf("%d %d\n", RW_WRITER, RW_READER);
	printf("%d %d %d %d %d %d\n", PCAP_NULL, PCAP_ETHER, PCAP_WIFI, PCAP_PPP,
	    PCAP_IP, PCAP_IPOIB);
	exit(0);
}

ip:::send
/TCP_MIN_HEADER_LENGTH != 20/
{
	printf("wrong\n");
}
