#!/usr/sbin/sonda -qs
/*
 * tcpconnect.d - log outgoing TCP connections (active opens) as they are
 * requested, with the connecting process.
 *
 * Usage: tcpconnect.d           (Ctrl-C to stop)
 * tcp:::connect-request args (until tcpsinfo_t is translated): arg3 local
 * port, arg4 remote port, arg5 address family (2 = IPv4), arg7/arg8 the
 * IPv4 source/destination addresses (network byte order).
 */
#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	printf("%-7s %-16s %-15s %-15s %s\n", "PID", "COMM", "SADDR",
	    "DADDR", "DPORT");
}

tcp:::connect-request
/arg5 == 2/
{
	printf("%-7d %-16s %3d.%d.%d.%-6d %3d.%d.%d.%-6d %d\n", pid, execname,
	    arg7 & 0xff, (arg7 >> 8) & 0xff, (arg7 >> 16) & 0xff, arg7 >> 24,
	    arg8 & 0xff, (arg8 >> 8) & 0xff, (arg8 >> 16) & 0xff, arg8 >> 24,
	    arg4);
}
