/* link_ntop: Ethernet and InfiniBand addresses as hex bytes; another type
 * is an illegal operation. */
BEGIN
{
	p = alloca(20);
	bcopy("\000\001\002\003\004\005", p, 6);
	printf("%s\n", link_ntop(1, p));
	bcopy("\020\200\010\010\040\014\101\172\001\177\001\377\377\177\001\377\376\177\001\377",
	    p, 20);
	printf("%s\n", link_ntop(32, p));
}

BEGIN
{
	link_ntop(5, p);
}

ERROR
{
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: illegal operation */
