/* @@args: -q */
/*
 * ip.d's translators to ipinfo_t from a struct iphdr *, a struct ipv6hdr *
 * and a void_ip_t * (either, by the version in its first byte; a NULL one
 * is "<unknown>"), with ip_plength as ip.d computes it from an IPv4 header
 * ((tot_len - ihl) << 2); ipv4info_t's flags and offset split 4 and 12
 * bits; the protocol names ip.d knows (OSPF, EGP); void_ip_t a uintptr_t
 * and udpinfo_t's udp_hdr a struct udphdr *.
 */
BEGIN{
this->b = (uint8_t *)alloca(40);
this->b[0] = 0x45; this->b[2] = 0; this->b[3] = 60; this->b[6] = 0x52; this->b[7] = 0x34; this->b[9] = 89;
this->b[12] = 127; this->b[15] = 1; this->b[16] = 10; this->b[19] = 2;
this->h = (struct iphdr *)this->b;
printf("%d %d %s %s\n", xlate<ipinfo_t *>(this->h)->ip_ver, xlate<ipinfo_t *>(this->h)->ip_plength, xlate<ipinfo_t *>(this->h)->ip_saddr, xlate<ipinfo_t *>((void_ip_t *)this->b)->ip_daddr);
printf("%d %d %d %s\n", xlate<ipinfo_t *>((void_ip_t *)this->b)->ip_plength, xlate<ipv4info_t *>(this->h)->ipv4_flags, xlate<ipv4info_t *>(this->h)->ipv4_offset, xlate<ipv4info_t *>(this->h)->ipv4_protostr);
printf("%d %d\n", sizeof(void_ip_t), sizeof(xlate<udpinfo_t *>((struct udphdr *)0)->udp_hdr));
this->b[0] = 0x60; this->b[4] = 0; this->b[5] = 8; this->b[6] = 8;
printf("%d %d %s %s\n", xlate<ipinfo_t *>((struct ipv6hdr *)this->b)->ip_ver, xlate<ipinfo_t *>((struct ipv6hdr *)this->b)->ip_plength, xlate<ipv6info_t *>((struct ipv6hdr *)this->b)->ipv6_nextstr, xlate<ipinfo_t *>((void_ip_t *)0)->ip_saddr);
exit(0)}
