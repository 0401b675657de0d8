set -o pipefail
# Addresses and ports of ip, udp and tcp probes on loopback traffic, IPv4
# (from 127.0.0.1 to 127.0.0.2) and IPv6: a datagram sent with sendto() from a bound but unconnected
# socket and one from a connected socket, each received by a bound socket,
# then a TCP connection that sends 5 bytes. Every probe reports the
# packet's own source and destination (ipinfo_t, udpinfo_t, tcpinfo_t),
# whatever the receiving socket knows of its peer; the ports are printed as
# names (L listener, S sender, C connected sender). ip probes show the
# datagrams of 4 bytes.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import socket, sys
names = {}
out = open(sys.argv[1], "w")
for fam, host, src in ((socket.AF_INET, "127.0.0.2", "127.0.0.1"),
                       (socket.AF_INET6, "::1", "::1")):
    u = socket.socket(fam, socket.SOCK_DGRAM); u.bind((host, 0))
    w = socket.socket(fam, socket.SOCK_DGRAM); w.bind((src, 0))
    v = socket.socket(fam, socket.SOCK_DGRAM); v.connect((host, u.getsockname()[1]))
    w.sendto(b"abcd", (host, u.getsockname()[1])); u.recvfrom(10)
    v.send(b"abc"); u.recv(10)
    l = socket.socket(fam, socket.SOCK_STREAM); l.bind((host, 0)); l.listen(1)
    c = socket.socket(fam, socket.SOCK_STREAM); c.connect((host, l.getsockname()[1]))
    a, _ = l.accept(); c.send(b"hello"); a.recv(10)
    for s, n in ((u, "L"), (w, "S"), (v, "C"), (l, "L"), (c, "C")):
        out.write("s/%d/%s/g\n" % (s.getsockname()[1], n))
    c.close(); a.close(); l.close()
W
"$SONDA" -qn '
udp:::send, udp:::receive {
	printf("udp %s v%d %s -> %s ports %d -> %d length %d\n", probename,
	    args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    args[4]->udp_sport, args[4]->udp_dport, args[4]->udp_length);
}
tcp:::send, tcp:::receive /args[4]->tcp_flags == (TH_PSH | TH_ACK)/ {
	printf("tcp %s v%d %s -> %s ports %d -> %d\n", probename,
	    args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    args[4]->tcp_sport, args[4]->tcp_dport);
}
tcp:::connect-request {
	printf("tcp %s v%d %s -> %s ports %d -> %d, socket %s:%d -> %s:%d\n",
	    probename, args[2]->ip_ver, args[2]->ip_saddr, args[2]->ip_daddr,
	    args[4]->tcp_sport, args[4]->tcp_dport,
	    args[3]->tcps_laddr, args[3]->tcps_lport,
	    args[3]->tcps_raddr, args[3]->tcps_rport);
}
ip:::send, ip:::receive /args[2]->ip_plength == 12 && (args[2]->ip_ver == 4 ?
    args[4]->ipv4_protocol : args[5]->ipv6_nexthdr) == IPPROTO_UDP/ {
	this->udp = (uint16_t *)((uint8_t *)arg2 + (args[2]->ip_ver == 4 ? 20 : 40));
	printf("ip %s v%d %s -> %s ports %d -> %d\n", probename, args[2]->ip_ver,
	    args[2]->ip_saddr, args[2]->ip_daddr, ntohs(this->udp[0]),
	    ntohs(this->udp[1]));
}' -c "$PY $SONDA_TEST_TMP/w.py $SONDA_TEST_TMP/ports.sed" > "$SONDA_TEST_TMP/out"
# other tests' loopback traffic has ports of its own
sed -f "$SONDA_TEST_TMP/ports.sed" "$SONDA_TEST_TMP/out" |
	grep -E 'ports [LSC] -> [LSC]' | sort

