/* inet_ntop(af, addr) is inet_ntoa6(addr, 1) for AF_INET6 (10) and
 * inet_ntoa(addr) for any other af, as DTrace for Linux defines it (no
 * illegal operation). */
BEGIN
{
	p = alloca(16);
	bcopy("\300\250\001\027", p, 4);
	af = 99;
	printf("%s %s %s %s\n", inet_ntop(2, p), inet_ntop(0, p), inet_ntop(af, p),
	    inet_ntop(-1, p));
	exit(0);
}

/* @@args: -q */
