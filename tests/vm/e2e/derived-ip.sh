# ip:::send/receive at the IP layer (kprobes): a ping on the loopback
# device, with DTrace's six arguments (the IPv4 header in args[4], no IPv6
# header in args[5]).
ip link set lo up 2>/dev/null || ifconfig lo 127.0.0.1 up 2>/dev/null
ping -c 1 -W 1 127.0.0.1 >/dev/null 2>&1 || { echo "no loopback" >&2; exit 77; }
$SONDA -qn 'BEGIN { s = 0; r = 0; }
	ip:::send /!s && pid == $target/ {
		printf("send %s", args[3]->if_name);
		printf(" to %s", args[2]->ip_daddr);
		printf(" %d v4 %d v6 %d skb %d\n", args[2]->ip_plength,
		    arg4 != 0, arg5 != 0, arg0 != 0);
		s = 1; }
	ip:::receive /!r/ {
		printf("receive %s", args[3]->if_name);
		printf(" from %s", args[2]->ip_saddr);
		printf(" %d v4 %d v6 %d skb %d\n", args[2]->ip_plength,
		    arg4 != 0, arg5 != 0, arg0 != 0);
		r = 1; }' \
	-c "ping -c 1 127.0.0.1" | grep -E "^(send|receive)" | sort
