# print( ) of kernel structs over bytes a process wrote (copyin( )'d from
# write(2)'s buffer): struct ifreq's unions of char arrays, of struct
# sockaddr (with its own anonymous union, "(union) {" with no member name),
# of integers of several widths and of typedef'd pointers, each union
# member over the same bytes; non-printable bytes print as themselves in
# (char)'...'. struct sockaddr_in6 and struct __kernel_timespec follow. The
# output is DTrace for Linux's own, checked against it, the record's
# address masked.
f=$SONDA_TEST_TMP/bytes
printf 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789\001\t\n\177' > "$f"
"$SONDA" -q -c "dd if=$f of=/dev/null bs=68 count=1 status=none" -n '
syscall::write:entry /pid == $target/
{
	this->p = (char *)copyin(arg1, 68);
	print((struct ifreq *)(this->p + 28));
	print((struct sockaddr_in6 *)this->p);
	print((struct __kernel_timespec *)(this->p + 8));
	exit(0);
}' | sed -E 's/^0x[0-9a-f]+ = /{ptr} = /'
