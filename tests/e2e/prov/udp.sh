set -o pipefail
# udp: one datagram of 3 bytes sent on a connected socket to a socket on
# 127.0.0.1 and received there: udp:::send and udp:::receive with
# udpsinfo_t ports and addresses, udp_length (payload + 8) and ipinfo_t
# addresses; then 4 bytes from an unconnected socket (sendto). As udp.d
# translates it, udpsinfo_t's ports and addresses are the packet's (its
# headers'), so a socket that is not connected (the sender of sendto, the
# receiving socket) still shows its peer's.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
port=$("$PY" -c 'import socket; s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$SONDA_TEST_TMP/w.py" <<W
import socket
u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); u.bind(("127.0.0.1", $port))
v = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); v.connect(("127.0.0.1", $port))
v.send(b"abc"); u.recv(10)
w = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); w.sendto(b"abcd", ("127.0.0.1", $port)); u.recv(10)
W
"$SONDA" -qn '
udp:::send /args[3]->udps_rport == $1/ {
	printf("send %s:%d", args[3]->udps_raddr, args[3]->udps_rport);
	printf(" length %d dport %d", args[4]->udp_length, args[4]->udp_dport);
	printf(" ip %s -> %s\n", args[2]->ip_saddr, args[2]->ip_daddr);
}
udp:::receive /args[3]->udps_lport == $1/ {
	printf("receive %s:%d", args[3]->udps_laddr, args[3]->udps_lport);
	printf(" length %d dport %d", args[4]->udp_length, args[4]->udp_dport);
	printf(" ip daddr %s from %s peer port %d\n", args[2]->ip_daddr, args[3]->udps_raddr,
	    args[3]->udps_rport == args[4]->udp_sport && args[3]->udps_rport != 0);
}' -c "$PY $SONDA_TEST_TMP/w.py" "$port" | sed "s/:$port /:PORT /; s/dport $port /dport PORT /"
