/* C++: probes are named by the (mangled) symbol, as in DTrace; stacks and
 * symbols print demangled names. */
/* @@args: -q -c "$SONDA_TRIGGERS/ucxx 3" */
pid$target:a.out:*Shape*area*:entry
{
	@s[ustack(1)] = count();
	@f[probefunc] = count();
}

END
{
	printa(@s);
	printa("%s %@d\n", @f);
}
