set -o pipefail
# ip: a TCP connection on ::1 (IPv6) and one on 127.0.0.1 (IPv4): ip:::send
# and ip:::receive with ipinfo_t (version, addresses), ifinfo_t (the
# device), and the header of the packet's version in args[4] (ipv4info_t)
# or args[5] (ipv6info_t), the other reading as absent.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
"$PY" -c 'import socket; socket.socket(socket.AF_INET6).bind(("::1", 0))' 2>/dev/null || { echo "no IPv6" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import socket
for fam, host in ((socket.AF_INET6, "::1"), (socket.AF_INET, "127.0.0.1")):
    s = socket.socket(fam); s.bind((host, 0)); s.listen()
    c = socket.create_connection(s.getsockname()[:2]); a, _ = s.accept()
    c.send(b"hi"); a.recv(2); c.close(); a.close(); s.close()
W
"$SONDA" -qn '
ip:::send /pid == $target && args[2]->ip_ver == 6/ {
	@[args[2]->ip_daddr, args[3]->if_name] = count();
	@p6[args[5]->ipv6_nextstr, args[4]->ipv4_ver] = count();
}
ip:::send /pid == $target && args[2]->ip_ver == 4/ {
	@[args[2]->ip_daddr, args[3]->if_name] = count();
	@p4[args[4]->ipv4_protostr, args[5]->ipv6_ver] = count();
}
ip:::receive /args[2]->ip_ver == 4 && args[4]->ipv4_ttl == 64/ { v4in++; }
ip:::receive /args[2]->ip_ver == 6 && args[5]->ipv6_hlim == 64/ { v6in++; }
END {
	printa("send to %s on %s: %@d\n", @);
	printa("IPv6 next header %s, IPv4 version %d: %@d\n", @p6);
	printa("IPv4 protocol %s, IPv6 version %d: %@d\n", @p4);
	printf("received v4 %s v6 %s\n", v4in > 0 ? "yes" : "no", v6in > 0 ? "yes" : "no");
}' -c "$PY $SONDA_TEST_TMP/w.py" | sed 's/: [0-9]*$/: N/'
