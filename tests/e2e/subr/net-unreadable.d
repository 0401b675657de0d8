/* The network subroutines check only that their address is not NULL
 * (dt_cg_check_ptr_arg( )); memory that cannot be read is no fault:
 * inet_ntoa( ) formats the zeros the failed read leaves, inet_ntoa6( ) and
 * link_ntop( ) give "" (their BPF functions stop at the failed read). */
BEGIN
{
	printf("[%s] [%s] [%s]\n", inet_ntoa((ipaddr_t *)16),
	    inet_ntoa6((struct in6_addr *)16), inet_ntoa6((struct in6_addr *)16, 1));
	printf("[%s] [%s] [%s]\n", inet_ntop(AF_INET, (void *)16),
	    inet_ntop(AF_INET6, (void *)16), inet_ntop(99, (void *)16));
	printf("[%s] [%s]\n", link_ntop(ARPHRD_ETHER, (void *)16),
	    link_ntop(ARPHRD_INFINIBAND, (void *)16));
}

BEGIN
{
	printf("%s\n", inet_ntoa6(0));
}

BEGIN
{
	printf("%s\n", link_ntop(ARPHRD_ETHER, 0));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d at %d\n", arg4, arg5);
}

/* @@args: -q */
