# ip:::send/receive at the IP layer (kprobes): a ping on the loopback
# device; arg1 = the packet's length, args[2] = the device's name.
ip link set lo up 2>/dev/null || ifconfig lo 127.0.0.1 up 2>/dev/null
ping -c 1 -W 1 127.0.0.1 >/dev/null 2>&1 || { echo "no loopback" >&2; exit 77; }
$SONDA -qn 'BEGIN { s = 0; r = 0; }
	ip:::send /!s && pid == $target/ { s = 1;
		printf("send %s %d\n", stringof(args[2]), arg1); }
	ip:::receive /!r/ { r = 1;
		printf("receive %s %d\n", stringof(args[2]), arg1); }' \
	-c "ping -c 1 127.0.0.1" | grep -E "^(send|receive)" | sort
