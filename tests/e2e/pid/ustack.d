/* ustack(), ufunc(), umod(), usym() and uaddr() at a pid probe, printed
 * after the process has exited (its symbols were read while it ran);
 * offsets depend on the compiler and are masked. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 2" */
/* @@mask-ptr */
pid$target:a.out:up_depth2:entry
{
	@s[ustack(4)] = count();
	@f[ufunc(ucaller)] = count();
	@m[umod(ucaller)] = count();
	@u[usym(ucaller)] = count();
}

END
{
	printa(@s);
	printa(@f);
	printa("%A %@d\n", @m);
	printa(@u);
}
