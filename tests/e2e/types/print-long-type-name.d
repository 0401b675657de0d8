/* @@args: -q */
/* @@mask-ptr */
/* DTrace names each value's type into 128 bytes (dt_print_visit( ):
 * ctf_type_name( ) with DT_TYPE_NAMELEN), and a longer name ends the
 * print( ): syn_recv_sock's function pointer type (over 128 characters)
 * ends it, zero or not, so the members after it are not shown; the struct
 * still open is closed. */
BEGIN
{
	o = (struct inet_connection_sock_af_ops *)alloca(sizeof (struct inet_connection_sock_af_ops));
	w = (uint64_t *)o;
	w[0] = 0x10; w[1] = 0; w[2] = 0x30; w[3] = 0; w[4] = 0x50; w[5] = 0;
	w[6] = 20; w[7] = 0x80; w[8] = 0x90; w[9] = 0xa0;
	print(o);
	w[5] = 0x60;
	print(o);
	print(&o->net_header_len);
	exit(0);
}
