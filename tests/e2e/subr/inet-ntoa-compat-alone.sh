# inet_ntoa( ) of a kernel struct in_addr's __be32 member, and of a
# uint32_t *, in a program that names none of the networking part of the D
# library: the prototype's pointer type is the D library's all the same, so
# ctf_type_compat( ) finds the argument compatible, as DTrace's
# dt_node_is_argcompat( ) does (sonda left that part out and refused it,
# D_PROTO_ARG). The program is on the command line so that no word of this
# comment reaches it.
"$SONDA" -q -n '
BEGIN
{
	this->a = (struct in_addr *)alloca(sizeof (struct in_addr));
	this->a->s_addr = htonl(0x7f000001);
	this->u = (uint32_t *)alloca(sizeof (uint32_t));
	*this->u = htonl(0xc0a80101);
	printf("%s %s\n", inet_ntoa(&this->a->s_addr), inet_ntoa(this->u));
	exit(0);
}'
