/* Accesses through alloca() pointers are checked at run time against
 * what the clause has allocated (rounded up to 8 bytes, as DTrace): before
 * the allocation or at or past its top is an invalid address (fault 1),
 * an access that starts below the top and runs across it an invalid size
 * (fault 10, the size). An invalid address is named as DTrace for Linux
 * names it: its offset in scratch memory, where the first alloca() is at 8.
 * Each clause faults once; the rest of the firing goes on. */
BEGIN
{
	p = (char *)alloca(10);
	p[15] = 'z';	/* inside the 16 bytes allocated */
	i = (int *)p;
	i[2] = 7;
	printf("in bounds: %c %d\n", p[15], i[2]);
}

BEGIN { p = (char *)alloca(10); p[16] = 1; printf("not reached\n"); }
BEGIN { p = (char *)alloca(10); p[-1] = 1; printf("not reached\n"); }
BEGIN { p = (char *)alloca(10); q = p - 4096; *q = 1; printf("not reached\n"); }
BEGIN { p = (char *)alloca(10); q = p + 14; i = (int *)q; *i = 1; printf("not reached\n"); }
BEGIN { p = (char *)alloca(10); trace(p[16]); printf("not reached\n"); }
BEGIN { p = (char *)alloca(10); trace(p[-1]); printf("not reached\n"); }
BEGIN { p = (char *)alloca(8); q = p + 4; l = (long *)q; trace(*l); printf("not reached\n"); }
BEGIN { p = (char *)alloca(8); bcopy("0123456789", p, 9); printf("not reached\n"); }
BEGIN { p = (char *)alloca(8); bcopy("0123456789", p - 1, 2); printf("not reached\n"); }
BEGIN { p = (char *)alloca(8); q = (char *)alloca(8); bcopy(p + 16, q, 1); printf("not reached\n"); }
BEGIN { p = (char *)alloca(8); q = (char *)alloca(8); bcopy(q, p, 9); printf("not reached\n"); }
BEGIN
{
	p = (char *)alloca(8);
	q = (char *)alloca(8);
	bcopy("abcdefg", q, 8);
	bcopy(q, p, 8);
	printf("copied: %s\n", stringof(p));
	exit(0);
}

ERROR
{
	printf("fault %d %s %x\n", arg4, arg4 == 10 ? "size" : "addr", arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x7\) */
/* @@stderr-match: invalid address \(0xfffffffffffff008\) */
/* @@stderr-match: invalid size \(0x4\) */
/* @@stderr-match: invalid size \(0x9\) */
