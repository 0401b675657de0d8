# udp:::send/receive on udp_sendmsg/udp_recvmsg (kretprobes; their
# tracepoints are 6.3's): a datagram of 7 bytes to the process itself on
# 127.0.0.1, with the socket in args[1]/args[3] and the bytes in arg5.
ip link set lo up 2>/dev/null || ifconfig lo 127.0.0.1 up 2>/dev/null
$SONDA -qn 'udp:::send, udp:::receive /pid == $target/ {
		printf("%s %d bytes, socket %d, packet %d\n", probename, arg5,
		    arg1 != 0 && arg3 == arg1, arg0 != 0); }' \
	-c "udpping 7" | grep -v "^$"
