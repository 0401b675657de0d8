# pcap( )'s prototype is void(void *, int), checked as DTrace's
# dt_idcook_func( ) checks it: void * takes any pointer, array or string
# (dt_node_is_ptrcompat( )), or the constant 0; the link type is any
# integer, its value unchecked (a constant out of any link type's range
# included). Other kinds are D_PROTO_ARG. (sonda refused strings and
# arrays.)
for e in 'pcap("abc", PCAP_IP)' 'pcap(execname, PCAP_ETHER)' \
    'pcap(curthread->comm, 1)' 'pcap(0, 1)' 'pcap((void *)0, 1LL << 40)' \
    'pcap((void *)0, -1)' 'pcap(1, 1)' 'pcap((void *)0, "x")' \
    'pcap((void *)0, (char *)0)' 'pcap((void *)0, curthread)'; do
	echo "$e"
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
