/* net.c - the tcp, udp and ip providers (providers.md 8) on raw
 * tracepoints of the socket, tcp and net layers.
 *
 * Every tcp and udp probe has eight arguments, whatever its hook:
 *   arg0 the packet (struct sk_buff *) or NULL    args[0] pktinfo_t *
 *   arg1 the socket (struct sock *)               args[1] csinfo_t *
 *   arg2 its IP header or NULL                    args[2] ipinfo_t *
 *        (__dtrace_tcp_void_ip_t *: without one, from the socket)
 *   arg3 the socket again (tcp_sock / udp_sock)   args[3] tcpsinfo_t * ...
 *   arg4 its TCP/UDP header or NULL               args[4] tcpinfo_t * ...
 *   arg5 tcp: the old state (state-change, args[5] tcplsinfo_t *);
 *        udp: the bytes sent or received where no header tells
 *        (udp_sendmsg/udp_recvmsg's result, with kprobes), else 0
 *   arg6 the TCP state: the new one when the socket's is about to change
 *   arg7 the direction: 0 outbound, 1 inbound
 * The D library's translators read addresses and ports from the headers,
 * or, without a packet, from the socket in arg3 (arg7 says which end is
 * the source). ip probes have DTrace's six: the packet, its socket, its IP
 * header, the device, and the IPv4 or IPv6 header (the other NULL).
 *
 * Hooks: the connection probes and state-change are transitions of
 * sock:inet_sock_set_state (TCP sockets only), but connect-request, as
 * in DTrace, is a packet sent by a socket in SYN_SENT (the SYN and its
 * retransmissions: the state changes before the local port is chosen);
 * receive is tcp:tcp_probe
 * (segments of established connections); send and ip:::send are packets
 * queued to a device (net:net_dev_queue), ip:::receive packets received
 * (net:netif_receive_skb); accept-refused is a reset sent for a segment
 * no socket owns. udp:::send is a UDP packet queued to a device (with
 * its headers); udp:::receive is a packet queued on a UDP socket
 * (sock:sk_data_ready: the socket, whose receive queue's last packet is
 * the one that came, with its headers). */
#include "tp.h"

#define SS	"sock", "inet_sock_set_state", true
#define PKT	"pktinfo_t *=struct sk_buff *"
#define CS	"csinfo_t *=struct sock *"
#define IPI	"ipinfo_t *=void_ip_t *"
#define IPS	"ipinfo_t *=__dtrace_tcp_void_ip_t *"
#define TCPT	PKT ";" CS ";" IPS ";tcpsinfo_t *=struct tcp_sock *;" \
		"tcpinfo_t *=struct tcphdr *"
#define TCPSC	"void;" CS ";void;tcpsinfo_t *=struct tcp_sock *;void;" \
		"tcplsinfo_t *=int"
#define UDPT	PKT ";" CS ";" IPS ";udpsinfo_t *=struct udp_sock *;" \
		"udpinfo_t *=struct udphdr *"
#define IPT	PKT ";" CS ";" IPI ";ifinfo_t *=struct net_device *;" \
		"ipv4info_t *=struct iphdr *;ipv6info_t *=struct ipv6hdr *"

/* inet_sock_set_state(sk, oldstate, newstate): no packet */
#define SSOUT	"@0,0,@0,0,@0,1,2,@0"
#define SSIN	"@0,0,@0,0,@0,1,2,@1"
/* (sk, skb) of a received segment */
#define SKBIN	"1,0,@nh:1,0,@th:1,@0,@state:0,@1"
/* (skb) of a packet queued to a device */
#define SKBOUT	"0,@sk:0,@nh:0,@sk:0,@th:0,@0,@skstate:0,@0"
/* sock_send_length/sock_recv_length(sk, bytes, flags) */
/* (skb) of a packet queued to a device; (sk, bytes, flags) of a receive */
#define UDPOUT	"0,@sk:0,@nh:0,@sk:0,@th:0,@0,@0,@0"
/* sk_data_ready(sk) of a UDP socket: the packet just queued on it */
#define UDPIN	"@rq:0,0,@rqnh:0,0,@rqth:0,@0,@0,@1"
/* where the kernel has kprobes (tpfbt.c; sock_*_length are 6.3's): the
 * return of udp_sendmsg/udp_recvmsg(sk, ...), the bytes their result */
#define UDPKOUT	"@0,0,@0,0,@0,ret,@0,@0"
#define UDPKIN	"@0,0,@0,0,@0,ret,@0,@1"

/* Linux sk_state numbers; IP protocols */
enum { ESTABLISHED = 1, SYN_SENT = 2, SYN_RECV = 3, CLOSE = 7 };
enum { TCP = 6, UDP = 17 };

#define TCPSOCK	{ "0", SD_TP_SKPROTO, TCP }
#define FROM(s)	{ "1", SD_TP_EQ, s }
#define TO(s)	{ "2", SD_TP_EQ, s }

static const struct sd_tp_spec tcp_specs[] = {
	{ "accept-established", SS, SSIN, TCPT,
	  { FROM(SYN_RECV), TO(ESTABLISHED), TCPSOCK } },
	{ "accept-refused", "tcp", "tcp_send_reset", true, SKBIN, TCPT,
	  { { "0", SD_TP_EQ, 0 } } },
	{ "connect-established", SS, SSIN, TCPT,
	  { FROM(SYN_SENT), TO(ESTABLISHED), TCPSOCK } },
	{ "connect-refused", SS, SSIN, TCPT,
	  { FROM(SYN_SENT), TO(CLOSE), TCPSOCK } },
	{ "connect-request", "net", "net_dev_queue", true, SKBOUT, TCPT,
	  { { "0", SD_TP_IPPROTO, TCP }, { "0", SD_TP_SKBSTATE, SYN_SENT } } },
	{ "receive", "tcp", "tcp_probe", true, SKBIN, TCPT },
	{ "send", "net", "net_dev_queue", true, SKBOUT, TCPT,
	  { { "0", SD_TP_IPPROTO, TCP } } },
	{ "state-change", SS, SSOUT, TCPSC, { TCPSOCK } },
};

static const struct sd_tp_spec udp_specs[] = {
	{ "receive", "sock", "sk_data_ready", true, UDPIN, UDPT,
	  { { "0", SD_TP_SKPROTO, UDP } },
	  .kfn = { "udp_recvmsg,udpv6_recvmsg", true, UDPKIN, NULL,
		   { { "ret", SD_TP_SGT, 0 } } } },
	{ "send", "net", "net_dev_queue", true, UDPOUT, UDPT,
	  { { "0", SD_TP_IPPROTO, UDP } },
	  .kfn = { "udp_sendmsg,udpv6_sendmsg", true, UDPKOUT, NULL,
		   { { "ret", SD_TP_SGT, 0 } } } },
};

#define IPARGS	"0,@sk:0,@nh:0,@dev:0,@nh4:0,@nh6:0"

/* ip where the kernel has kprobes (tpfbt.c): at the IP layer (ip_rcv and
 * ipv6_rcv, the last step of IP output), where skb->data is the IP
 * header; the same six arguments. */
#define IPKIN	"0,0>sk_buff.sk,0>sk_buff.data,1,0>sk_buff.data%4," \
		"0>sk_buff.data%6"
#define IPKOUT	"2,2>sk_buff.sk,2>sk_buff.data,2>sk_buff.dev," \
		"2>sk_buff.data%4,2>sk_buff.data%6"

static const struct sd_tp_spec ip_specs[] = {
	{ "receive", "net", "netif_receive_skb", true, IPARGS, IPT,
	  { { "0", SD_TP_IPPROTO, 0 } },
	  .kfn = { "ip_rcv,ipv6_rcv", false, IPKIN } },
	{ "send", "net", "net_dev_queue", true, IPARGS, IPT,
	  { { "0", SD_TP_IPPROTO, 0 } },
	  .kfn = { "ip_finish_output2,ip6_finish_output2", false, IPKOUT } },
};

static const struct sd_tp_prov tcp = {
	&sd_prov_tcp, "vmlinux", tcp_specs, SD_ARRAY_SIZE(tcp_specs),
};
static const struct sd_tp_prov udp = {
	&sd_prov_udp, "vmlinux", udp_specs, SD_ARRAY_SIZE(udp_specs),
};
static const struct sd_tp_prov ip = {
	&sd_prov_ip, "vmlinux", ip_specs, SD_ARRAY_SIZE(ip_specs),
};

SD_TP_PROVIDER(sd_prov_tcp, "tcp", tcp, &sd_pattr_evolving);
SD_TP_PROVIDER(sd_prov_udp, "udp", udp, &sd_pattr_evolving);
SD_TP_PROVIDER(sd_prov_ip, "ip", ip, &sd_pattr_evolving);
