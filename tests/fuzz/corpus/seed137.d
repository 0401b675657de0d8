/* A glob in the provider field looks at every process: the -c child's
 * probes are named upidPID. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 4" */
upid*:::round
/pid == $target && probeprov == strjoin("upid", lltostr(pid))/
{
	@ = count();
}

END
{
	printa("%@d\n", @);
}
