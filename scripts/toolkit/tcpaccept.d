#!/usr/sbin/sonda -qs
/*
 * tcpaccept.d - log incoming TCP connections (passive opens) as they are
 * established.
 *
 * Usage: tcpaccept.d            (Ctrl-C to stop)
 * The event happens in interrupt context, so no process is shown.
 * tcp:::accept-established args (until tcpsinfo_t is translated): arg3
 * local port, arg4 remote port, arg5 address family (2 = IPv4), arg7/arg8
 * the IPv4 local/remote addresses (network byte order).
 */
#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	printf("%-15s %-6s %-15s %s\n", "LADDR", "LPORT", "RADDR", "RPORT");
}

tcp:::accept-established
/arg5 == 2/
{
	printf("%3d.%d.%d.%-6d %-6d %3d.%d.%d.%-6d %d\n",
	    arg7 & 0xff, (arg7 >> 8) & 0xff, (arg7 >> 16) & 0xff, arg7 >> 24,
	    arg3,
	    arg8 & 0xff, (arg8 >> 8) & 0xff, (arg8 >> 16) & 0xff, arg8 >> 24,
	    arg4);
}
