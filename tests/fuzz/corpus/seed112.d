/* inet_ntoa, inet_ntoa6 and inet_ntop on addresses built with bcopy in
 * alloca'd memory. */
BEGIN
{
	p = alloca(16);
	bcopy("\300\250\001\027", p, 4);
	printf("%s %s\n", inet_ntoa(p), inet_ntop(2, p));
	bcopy("\376\200\0\0\0\0\0\0\002\024\117\377\376\013\166\310", p, 16);
	printf("%s\n", inet_ntoa6(p));
	bcopy("\020\200\0\0\0\0\0\0\0\0\010\010\0\014\101\172", p, 16);
	printf("%s\n", inet_ntop(10, p));
	bcopy("\376\022\064\126\170\232\274\336\002\024\0\0\0\0\0\0", p, 16);
	printf("%s\n", inet_ntoa6(p));
	bcopy("\376\022\064\126\170\232\274\336\002\024\117\377\376\013\0\0", p, 16);
	printf("%s\n", inet_ntoa6(p));
	bcopy("\0\0\0\0\0\0\0\0\0\0\377\377\177\0\0\001", p, 16);
	printf("%s %s %s\n", inet_ntoa6(p), inet_ntoa6(p, 1), inet_ntop(10, p));
	bcopy("\0\0\0\0\0\0\0\0\0\0\0\0\177\0\0\001", p, 16);
	printf("%s %s %s\n", inet_ntoa6(p), inet_ntoa6(p, 42), inet_ntop(10, p));
	bcopy("\0\0\0\0\0\0\0\0\0\0\377\376\177\0\0\001", p, 16);
	printf("%s\n", inet_ntoa6(p));
	bcopy("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\001", p, 16);
	printf("%s ", inet_ntoa6(p));
	bcopy("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", p, 16);
	printf("%s\n", inet_ntoa6(p));
	exit(0);
}

/* @@args: -q */
