set -o pipefail
# tcp: one connection to a listener on 127.0.0.1, then one to the closed
# port: connect-request, connect-established, accept-established,
# connect-refused, accept-refused and the state changes, with ports and
# IPv4 addresses; ip:::send and ip:::receive see the packets.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
port=$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$SONDA_TEST_TMP/w.py" <<W
import socket
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", $port)); s.listen()
c = socket.create_connection(("127.0.0.1", $port)); a, _ = s.accept()
c.close(); a.close(); s.close()
try:
    socket.create_connection(("127.0.0.1", $port))
except ConnectionRefusedError:
    pass
W
"$SONDA" -qn '
tcp:::connect-request /arg4 == $1 && pid == $target/ {
	printf("connect-request %d.%d.%d.%d -> %d.%d.%d.%d:%d\n",
	    arg7 & 0xff, (arg7 >> 8) & 0xff, (arg7 >> 16) & 0xff, arg7 >> 24,
	    arg8 & 0xff, (arg8 >> 8) & 0xff, (arg8 >> 16) & 0xff, arg8 >> 24,
	    arg4);
}
tcp:::connect-established /arg4 == $1/ { printf("connect-established\n"); }
tcp:::accept-established /arg3 == $1/ { printf("accept-established\n"); }
tcp:::connect-refused /arg4 == $1/ { printf("connect-refused\n"); }
tcp:::state-change /arg3 == $1 || arg4 == $1/ { @s[arg1, arg2] = count(); }
tcp:::accept-refused { resets++; }
ip:::send { sent++; }
ip:::receive { received++; }
END {
	printf("accept-refused %s\n", resets > 0 ? "yes" : "no");
	printf("ip %s\n", sent > 0 && received > 0 ? "yes" : "no");
	printa("state %d -> %d: %@d\n", @s);
}' -c "$PY $SONDA_TEST_TMP/w.py" "$port" | sed "s/:$port\$/:PORT/"
