/* DOF probes fire at every site; arguments are the C call's registers;
 * query-done sits behind an is-enabled site, which sonda turns on while
 * the probe is enabled. */
/* @@args: -q -c "$SONDA_TRIGGERS/udof 3" */
/* @@sort */
udof$target:::tick
{
	printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1);
	@[probename] = count();
}

udof$target:udof:udof_query:query-done
{
	printf("%s %d\n", probename, arg0);
	@[probename] = count();
}

END
{
	printa("%s %@d\n", @);
}
