/* @@args: -x errtags */
/* @@status: 1 */
/* pcap( ) is void(void *, int): an integer is no packet pointer */
BEGIN
{
	pcap(1, PCAP_ETHER);
}
