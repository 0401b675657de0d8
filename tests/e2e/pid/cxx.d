/* C++: probes are named by the (mangled) symbol, as in DTrace; stacks and
 * symbols print it mangled too, as DTrace's libproc names them (it never
 * demangles); the flame graph and folded exports demangle it. */
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
