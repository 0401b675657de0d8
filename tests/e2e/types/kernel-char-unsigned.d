/* @@args: -q */
/* @@mask-ptr */
/* DTrace's BTF conversion makes every 8-bit integer of the kernel but _Bool
 * an unsigned char (dt_btf.c's dt_btf_add_to_ctf( ), BTF_KIND_INT: CTF_INT_CHAR
 * alone): the kernel's char, signed char and what names them (s8, __s8, its
 * own int8_t) hold 0 to 255 and keep their names, wherever they are read.
 * D's own char, signed char and int8_t (dt_open.c's C and D containers,
 * which dt_type_lookup( ) searches first) stay signed. */
BEGIN
{
	g = (struct gnet_estimator *)alloca(sizeof (struct gnet_estimator));
	g->interval = 0xe9;	/* signed char */
	g->ewma_log = 0xf1;	/* unsigned char */
	t = (struct taint_flag *)alloca(sizeof (struct taint_flag));
	t->c_true = 0xe9;	/* char */
	t->c_false = 'F';
	c = (struct tcp_fastopen_cookie *)alloca(sizeof (struct tcp_fastopen_cookie));
	c->len = 0xf0;		/* s8 */

	trace(g->interval); trace(" "); trace(t->c_true); trace(" "); trace(c->len);
	printf("\n%d %d %d %i %u %x %o\n", g->interval, t->c_true, c->len, c->len,
	    c->len, g->interval, t->c_true);
	printf("%d %d %d %d %d %d\n", g->interval < 0, t->c_true > 200, c->len == 0xf0,
	    c->len == -16, g->interval > t->c_false, t->c_true >= g->interval);
	printf("%d %d %d %d\n", (long)g->interval, g->interval + 0, c->len >> 4,
	    (int)t->c_true * 2);
	x = c->len;
	y = t->c_true;
	printf("%d %d %d\n", x, y, x + y > 400);
	printf("%d %d %d %d %d\n", (s8)0xe9, (__s8)0xe9, (vmlinux`int8_t)0xe9,
	    (vmlinux`char)0xe9, (vmlinux`s8)-1);
	printf("%d %d %d %d\n", (char)0xe9, (signed char)0xe9, (int8_t)0xe9,
	    (D`char)0xe9);
	print(g);
	print(t);
	print(c);
	exit(0);
}
