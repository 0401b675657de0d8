/* A library loaded with dlopen() after the probes were attached: naming
 * it (here by its short name) is enough for its probes to fire. */
/* @@args: -q -c "$SONDA_TRIGGERS/udlopen 5" */
pid$target:libudl:udl_fn:entry
{
	@[probemod, probefunc] = count();
	@s = sum(arg0);
}

END
{
	printa("%s %s %@d\n", @);
	printa("%@d\n", @s);
}
