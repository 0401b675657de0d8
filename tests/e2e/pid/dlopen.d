/* A library loaded with dlopen() after the probes were attached: naming
 * it (here by its short name) under -Z is enough for its probes to fire
 * (without -Z it is no module yet, as in DTrace: pid/dlopen-unloaded). */
/* @@args: -q -Z -c "$SONDA_TRIGGERS/udlopen 5" */
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
