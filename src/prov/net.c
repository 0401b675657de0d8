/* net.c - the tcp, udp and ip providers (providers.md 8) on the sock, tcp
 * and net tracepoints.
 *
 * tcp probes derive from sock:inet_sock_set_state transitions; until
 * translated tcpsinfo_t arguments exist their args are that tracepoint's
 * fields: skaddr, oldstate, newstate, sport, dport, family, protocol,
 * saddr and daddr (IPv4, as 4-byte values in network order), saddr_v6.
 * ip probes are taken at the device queue and receive points (args:
 * skbaddr, len, device name). accept-refused is a reset sent for a
 * segment no socket owns. UDP has no usable tracepoints. */
#include "tp.h"

#define SS	"sock", "inet_sock_set_state", false
#define SSARGS	"skaddr,oldstate,newstate,sport,dport,family,protocol," \
		"#saddr,#daddr,saddr_v6"
#define NOHOOK	"the kernel has no tracepoint for it (needs kprobes)"

/* Linux sk_state numbers */
enum { ESTABLISHED = 1, SYN_SENT = 2, SYN_RECV = 3, CLOSE = 7 };

static const struct sd_tp_spec tcp_specs[] = {
	{ "accept-established", SS, SSARGS, NULL,
	  { { "oldstate", SD_TP_EQ, SYN_RECV },
	    { "newstate", SD_TP_EQ, ESTABLISHED } } },
	{ "accept-refused", "tcp", "tcp_send_reset", false,
	  "skbaddr,skaddr,state,reason,saddr,daddr", NULL,
	  { { "skaddr", SD_TP_EQ, 0 } } },
	{ "connect-established", SS, SSARGS, NULL,
	  { { "oldstate", SD_TP_EQ, SYN_SENT },
	    { "newstate", SD_TP_EQ, ESTABLISHED } } },
	{ "connect-refused", SS, SSARGS, NULL,
	  { { "oldstate", SD_TP_EQ, SYN_SENT },
	    { "newstate", SD_TP_EQ, CLOSE } } },
	{ "connect-request", SS, SSARGS, NULL,
	  { { "oldstate", SD_TP_EQ, CLOSE },
	    { "newstate", SD_TP_EQ, SYN_SENT } } },
	{ "receive", "tcp", "tcp_probe", false, NULL },
	{ "send", .types = "pktinfo_t *;csinfo_t *;ipinfo_t *;tcpsinfo_t *;"
	  "tcpinfo_t *", .why = NOHOOK },
	{ "state-change", SS, SSARGS },
};

#define UDPT	"pktinfo_t *;csinfo_t *;ipinfo_t *;udpsinfo_t *;udpinfo_t *"

static const struct sd_tp_spec udp_specs[] = {
	{ "receive", .types = UDPT, .why = NOHOOK },
	{ "send", .types = UDPT, .why = NOHOOK },
};

/* ip where the kernel has kprobes: at the IP layer (ip_rcv, the last
 * step of IP output), with the tracepoints' argument types. */
#define IPK	"void *;unsigned int;char *"

static const struct sd_tp_spec ip_specs[] = {
	{ "receive", "net", "netif_receive_skb", false, "skbaddr,len,name",
	  .kfn = { "ip_rcv,ipv6_rcv", false,
		   "0,0>sk_buff.len/4,1+net_device.name", IPK } },
	{ "send", "net", "net_dev_queue", false, "skbaddr,len,name",
	  .kfn = { "ip_finish_output2,ip6_finish_output2", false,
		   "2,2>sk_buff.len/4,2>sk_buff.dev+net_device.name", IPK } },
};

static const struct sd_pattr attr = {
	.prov = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.mod = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.func = { SD_STAB_PRIVATE, SD_STAB_PRIVATE, SD_CLASS_UNKNOWN },
	.name = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
	.args = { SD_STAB_EVOLVING, SD_STAB_EVOLVING, SD_CLASS_ISA },
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

static int tcp_populate(struct sd_probe_tab *tab, const char **why)
{
	return sd_tp_populate(tab, &tcp);
}

static int udp_populate(struct sd_probe_tab *tab, const char **why)
{
	return sd_tp_populate(tab, &udp);
}

static int ip_populate(struct sd_probe_tab *tab, const char **why)
{
	return sd_tp_populate(tab, &ip);
}

const struct sd_provider sd_prov_tcp = {
	.name = "tcp", .populate = tcp_populate, .args = sd_tp_args,
	.attach = sd_tp_attach, .guard = sd_tp_guard, .attr = &attr,
};

const struct sd_provider sd_prov_udp = {
	.name = "udp", .populate = udp_populate, .args = sd_tp_args,
	.attach = sd_tp_attach, .guard = sd_tp_guard, .attr = &attr,
};

const struct sd_provider sd_prov_ip = {
	.name = "ip", .populate = ip_populate, .args = sd_tp_args,
	.attach = sd_tp_attach, .guard = sd_tp_guard, .attr = &attr,
	.arg_insns = sd_tp_arg_insns,
};
