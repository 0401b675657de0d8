# The network subroutines read the address with bpf_probe_read( ), as
# DTrace's BPF functions (bpf/inet_ntoa.S, inet_ntoa6.S, link_ntop.S) call
# it: an address below the kernel's is read from the process's memory, so
# the buffer a write( ) system call is given formats as its bytes.
in=$SONDA_TEST_TMP/in
printf 'ABCDEFGHIJKLMNOPQRST' > "$in"
"$SONDA" -q -c "dd if=$in of=/dev/null status=none" -n '
syscall::write:entry
/pid == $target/
{
	printf("%s|%s|%s\n", inet_ntoa((ipaddr_t *)arg1),
	    inet_ntop(AF_INET6, (void *)arg1), link_ntop(ARPHRD_ETHER, (void *)arg1));
	printf("%s|%s\n", inet_ntoa6((in6_addr_t *)arg1),
	    link_ntop(ARPHRD_INFINIBAND, (void *)arg1));
}'
