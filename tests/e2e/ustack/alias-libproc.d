/* Of the aliases at one address (libc's strtol, strtoll, strtoq and
 * strtoimax), every user symbol output names the one DTrace's libproc
 * Plookup_by_addr() takes: the first in byaddr_cmp_common() order
 * (strtoimax), in ufunc(), usym(), uaddr(), %A and ustack() keys. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 1" */
pid$target:libc.so.6:strtol:entry
{
	@f[probefunc, ufunc(uregs[R_PC])] = count();
	@s[usym(uregs[R_PC] + 1)] = count();
	@a[uaddr(uregs[R_PC] + 2)] = count();
	@p[uregs[R_PC] + 3] = count();
	@k[ustack(1)] = count();
}

END
{
	printa(@f);
	printa(@s);
	printa(@a);
	printa("%A %@d\n", @p);
	printa(@k);
}
