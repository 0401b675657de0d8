#!/usr/sbin/sonda -qs
/*
 * tcpconnect.d - log outgoing TCP connections (active opens) as they are
 * requested, with the connecting process.
 *
 * Usage: tcpconnect.d           (Ctrl-C to stop)
 * args[3] is the connection's tcpsinfo_t: local and remote addresses
 * (strings, IPv4 or IPv6) and ports.
 */
#pragma D option quiet
#pragma D option switchrate=10hz

BEGIN
{
	printf("%-7s %-16s %-15s %-15s %s\n", "PID", "COMM", "SADDR",
	    "DADDR", "DPORT");
}

tcp:::connect-request
{
	printf("%-7d %-16s %-15s ", pid, execname, args[3]->tcps_laddr);
	printf("%-15s %d\n", args[3]->tcps_raddr, args[3]->tcps_rport);
}
