/* The D library's io/ip/tcp/udp section is there whenever a program names
 * one of its types or constants, even with no probe of those providers. */
#pragma D option quiet

BEGIN
{
	printf("%s %d %d %d\n", tcp_state_string[TCP_STATE_LISTEN], B_READ,
	    sizeof(bufinfo_t) > 0, TH_SYN);
	exit(0);
}
