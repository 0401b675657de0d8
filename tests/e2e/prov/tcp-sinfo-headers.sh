set -o pipefail
# tcpsinfo_t as tcp.d translates it where the socket does not say: a
# connection refused on ::1 (accept-refused: no socket) takes its local and
# remote addresses and ports from the IPv6 and TCP headers.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
"$PY" -c 'import socket; socket.socket(socket.AF_INET6).bind(("::1", 0))' 2>/dev/null || { echo "no IPv6" >&2; exit 77; }
port=$("$PY" -c 'import socket; s = socket.socket(socket.AF_INET6); s.bind(("::1", 0)); print(s.getsockname()[1])')
cat > "$SONDA_TEST_TMP/w.py" <<W
import socket
try:
    socket.create_connection(("::1", $port))
except ConnectionRefusedError:
    pass
W
"$SONDA" -qn '
tcp:::accept-refused /args[4]->tcp_dport == $1/ {
	printf("accept-refused %s -> %s, local port %d %d\n", args[3]->tcps_raddr,
	    args[3]->tcps_laddr, args[3]->tcps_lport == $1, args[3]->tcps_rport != 0);
}
' -c "$PY $SONDA_TEST_TMP/w.py" "$port"
