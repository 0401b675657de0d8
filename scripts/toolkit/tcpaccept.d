#!/usr/sbin/sonda -qs
/*
 * tcpaccept.d - log incoming TCP connections (passive opens) as they are
 * established.
 *
 * Usage: tcpaccept.d            (Ctrl-C to stop)
 * The event happens in interrupt context, so no process is shown.
 * args[3] is the new connection's tcpsinfo_t: local and remote addresses
 * (strings, IPv4 or IPv6) and ports.
 */
#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	printf("%-15s %-6s %-15s %s\n", "LADDR", "LPORT", "RADDR", "RPORT");
}

tcp:::accept-established
{
	printf("%-15s %-6d ", args[3]->tcps_laddr, args[3]->tcps_lport);
	printf("%-15s %d\n", args[3]->tcps_raddr, args[3]->tcps_rport);
}
