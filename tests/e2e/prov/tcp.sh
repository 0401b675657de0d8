set -o pipefail
# tcp: one connection to a listener on 127.0.0.1 that sends "hello", then
# one to the closed port: connect-request, connect-established,
# accept-established, connect-refused, accept-refused, send, receive and
# the state changes, read through DTrace's translated arguments
# (tcpsinfo_t, tcpinfo_t, ipinfo_t, tcplsinfo_t); ip:::send and
# ip:::receive see the packets.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
port=$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$SONDA_TEST_TMP/w.py" <<W
import socket
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", $port)); s.listen()
c = socket.create_connection(("127.0.0.1", $port)); a, _ = s.accept()
c.send(b"hello"); a.recv(5)
c.close(); a.close(); s.close()
try:
    socket.create_connection(("127.0.0.1", $port))
except ConnectionRefusedError:
    pass
W
"$SONDA" -qn '
tcp:::connect-request /args[3]->tcps_rport == $1 && pid == $target/ {
	printf("connect-request %s:%d\n", args[3]->tcps_raddr, args[3]->tcps_rport);
}
tcp:::connect-established /args[3]->tcps_rport == $1/ {
	printf("connect-established %s -> %s", args[2]->ip_saddr, args[2]->ip_daddr);
	printf(" %s\n", tcp_state_string[args[3]->tcps_state]);
}
tcp:::accept-established /args[3]->tcps_lport == $1/ {
	printf("accept-established %s:%d", args[3]->tcps_laddr, args[3]->tcps_lport);
	printf(" local %d\n", args[3]->tcps_local);
}
tcp:::connect-refused /args[4]->tcp_sport == $1/ {
	printf("connect-refused %s\n", args[2]->ip_saddr);
}
tcp:::accept-refused /args[4]->tcp_dport == $1/ {
	printf("accept-refused SYN %d\n", args[4]->tcp_flags == TH_SYN);
}
tcp:::receive /args[4]->tcp_dport == $1 && args[2]->ip_plength > 32/ {
	printf("receive %d bytes\n", args[2]->ip_plength - args[4]->tcp_offset);
}
tcp:::send /args[4]->tcp_dport == $1 && (args[4]->tcp_flags & TH_SYN)/ { syns++; }
tcp:::state-change /args[3]->tcps_lport == $1 || args[3]->tcps_rport == $1/ {
	@s[tcp_state_string[args[5]->tcps_state], tcp_state_string[args[3]->tcps_state]] = count();
}
ip:::send /args[2]->ip_ver == 4 && args[4]->ipv4_protocol == IPPROTO_TCP/ { sent++; }
ip:::receive /args[3]->if_name == "lo"/ { received++; }
END {
	printf("SYNs sent %d\n", syns);
	printf("ip %s\n", sent > 0 && received > 0 ? "yes" : "no");
	printa("%s -> %s: %@d\n", @s);
}' -c "$PY $SONDA_TEST_TMP/w.py" "$port" | sed "s/:$port\$/:PORT/; s/:$port /:PORT /"
