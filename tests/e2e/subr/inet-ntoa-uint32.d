/* @@args: -q */
/* inet_ntoa( ) takes a pointer to any type ctf_type_compat( ) finds
 * compatible with its ipaddr_t (the kernel's __be32, an unsigned int), as
 * dt_node_is_argcompat( ) checks a subroutine's arguments: a uint32_t * or
 * an unsigned int * (sonda compared the type names: D_PROTO_ARG). */
BEGIN
{
	this->a = (uint32_t *)alloca(sizeof (uint32_t));
	*this->a = htonl(0xc0a80101);
	this->u = (unsigned int *)this->a;
	printf("%s %s\n", inet_ntoa(this->a), inet_ntoa(this->u));
	exit(0);
}
