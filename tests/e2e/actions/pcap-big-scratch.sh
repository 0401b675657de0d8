set -o pipefail
# pcap() in a clause whose strings, at the largest strsize, put its record
# fields past 32 KiB of scratch: the packet's length is read and clamped
# from a pointer to its field, not from the scratch base with a 16-bit
# offset that wrapped negative (a verifier rejection).
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
port=$("$PY" -c 'import socket; s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$SONDA_TEST_TMP/w.py" <<W
import socket
w = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
w.sendto(b"hello-pcap", ("127.0.0.1", $port))
W
"$SONDA" -w -x strsize=16383 -qn '
udp:::send /args[4]->udp_dport == $1/ {
	printf("%s %s\n", strjoin(strjoin("a", lltostr(1)), strjoin("b", lltostr(2))),
	    strjoin(strjoin("c", lltostr(3)), strjoin("d", lltostr(4))));
	pcap((void *)args[0]->pkt_addr, PCAP_ETHER);
}' -c "$PY $SONDA_TEST_TMP/w.py" "$port" | grep -v '^$' |
	awk '/0123456789abcdef$/ { next } /^ *[0-9a-f]+:/ { hex = hex substr($0, index($0, ":") + 1, 48) " "; next } { print }
	     END { print (hex ~ /68 65 6c 6c 6f 2d/ ? "dump holds the payload" : "no payload in dump: " hex) }'
echo "status $?"
