/* @@args: -q */
/* Names DTrace for Linux's D libraries define that scripts use: procfs.d's
 * cwd and root (d_path(), "<unknown>" there), signal.d's aliases, errno.d's
 * ENOTSUP, io.d's open flags and bio/request bits, ip.d's protocols,
 * lockstat.d's and pcap.d's constants, and their typedefs. */
BEGIN
{
	printf("%s %s\n", cwd, root);
	printf("%d %d %d %d\n", SIGIOT, SIGPOLL, SIGCLD, ENOTSUP);
	printf("%d %d %d %d %d %d %d\n", O_ACCMODE, O_WRONLY, O_CREAT, O_TRUNC,
	    O_SYNC, O_DIRECTORY, O_CLOEXEC);
	printf("%d %d %d\n", BIO_USER_MAPPED, REQ_WRITE, REQ_SYNC);
	printf("%d %d %d %d %d\n", IPPROTO_GRE, IPPROTO_UDPLITE, IPPROTO_MAX,
	    IPPROTO_NONE, TCP_MIN_HEADER_LENGTH);
	printf("%d %d %d %d\n", RW_WRITER, RW_READER, PCAP_ETHER, PCAP_IPOIB);
	printf("%d %d %d %d\n", sizeof(timestruc_t), sizeof(dprojid_t),
	    sizeof(poolid_t), sizeof(cpuinfo_t_p));
	this->c = (conninfo_t *)0;
	exit(0);
}
