/* @@args: -q */
/*
 * ip.d's translators to ipinfo_t from a struct iphdr *, a struct ipv6hdr *
 * and a void_ip_t * (either, by the version in its first byte; a NULL one
 * is "<unknown>"), with ip_plength as ip.d computes it from an IPv4 header
 * ((tot_len - ihl) << 2); ipv4info_t's flags and offset split 4 and 12
 * bits; the protocol names ip.d knows (OSPF, EGP); void_ip_t a uintptr_t
 * and udpinfo_t's udp_hdr a struct udphdr *. (The packet is a D global
 * array: an alloca( )'d input is DTrace's scratch offset in the
 * translator's members, test xlate-alloca-input.)
 */
uint8_t b[40];
BEGIN{
b[0] = 0x45; b[2] = 0; b[3] = 60; b[6] = 0x52; b[7] = 0x34; b[9] = 89;
b[12] = 127; b[15] = 1; b[16] = 10; b[19] = 2;
this->h = (struct iphdr *)b;
printf("%d %d %s %s\n", xlate<ipinfo_t *>(this->h)->ip_ver, xlate<ipinfo_t *>(this->h)->ip_plength, xlate<ipinfo_t *>(this->h)->ip_saddr, xlate<ipinfo_t *>((void_ip_t *)b)->ip_daddr);
printf("%d %d %d %s\n", xlate<ipinfo_t *>((void_ip_t *)b)->ip_plength, xlate<ipv4info_t *>(this->h)->ipv4_flags, xlate<ipv4info_t *>(this->h)->ipv4_offset, xlate<ipv4info_t *>(this->h)->ipv4_protostr);
printf("%d %d\n", sizeof(void_ip_t), sizeof(xlate<udpinfo_t *>((struct udphdr *)0)->udp_hdr));
b[0] = 0x60; b[4] = 0; b[5] = 8; b[6] = 8;
printf("%d %d %s %s\n", xlate<ipinfo_t *>((struct ipv6hdr *)b)->ip_ver, xlate<ipinfo_t *>((struct ipv6hdr *)b)->ip_plength, xlate<ipv6info_t *>((struct ipv6hdr *)b)->ipv6_nextstr, xlate<ipinfo_t *>((void_ip_t *)0)->ip_saddr);
exit(0)}
