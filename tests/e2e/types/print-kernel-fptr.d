/* @@args: -q */
/* @@mask-ptr */
/* A kernel function pointer has its own function type, its return and
 * argument types kept by DTrace's BTF conversion (dt_btf.c), named by
 * libctf "<return> (*)(*) (<arguments>)". */
BEGIN
{
	c = (struct callback_head *)alloca(sizeof (struct callback_head));
	w = (uint64_t *)c;
	w[0] = 0x10;
	w[1] = 0x20;
	print(c);
	print(&c->func);
	exit(0);
}
