set -o pipefail
# pcap(skb, linktype), DTrace's dt_print_pcap: while freopen() sends the
# output to a file the packets go to a pcap file of that name, which a
# real reader (tcpdump) reads back: two datagrams sent to 127.0.0.1 (with
# their ports, lengths and the times in order). Otherwise the packet's
# bytes are printed as tracemem() prints them; a NULL skb records nothing.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
port=$("$PY" -c 'import socket; s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat > "$SONDA_TEST_TMP/w.py" <<W
import socket
w = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
w.sendto(b"hello-pcap", ("127.0.0.1", $port))
w.sendto(b"second", ("127.0.0.1", $port))
W
f=$SONDA_TEST_TMP/out.pcap
"$SONDA" -w -qn '
udp:::send /args[4]->udp_dport == $1/ {
	freopen($$2);
	pcap((void *)args[0]->pkt_addr, PCAP_ETHER);
	freopen("");
	printf("sent %d\n", args[4]->udp_length);
}
udp:::send /args[4]->udp_dport == $1 && ++n == 1/ {
	pcap((void *)args[0]->pkt_addr, PCAP_ETHER);
	pcap(0, PCAP_ETHER);
}' -c "$PY $SONDA_TEST_TMP/w.py" "$port" "$f" | grep -v '^$' |
	awk '/0123456789abcdef$/ { next } /^ *[0-9a-f]+:/ { hex = hex substr($0, index($0, ":") + 1, 48) " "; next } { print }
	     END { print (hex ~ /68 65 6c 6c 6f 2d/ ? "dump holds the payload" : "no payload in dump: " hex) }'
tcpdump -nn -r "$f" 2>&1 | sed -e "s|^reading from file .*, link-type|link-type|" -e "s/^[0-9:.]* //" -e "s/\.$port:/.PORT:/" -e "s/127\.0\.0\.1\.[0-9]* >/127.0.0.1.SRC >/"
