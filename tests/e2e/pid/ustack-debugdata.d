/* ustack(), ufunc() and usym() in a stripped program whose function
 * symbols are only in its xz-compressed .gnu_debugdata section
 * (MiniDebugInfo, as Fedora ships binaries); offsets are masked. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid-stripped 2" */
/* @@mask-ptr */
pid$target:a.out:up_depth2:entry
{
	@s[ustack(4)] = count();
	@f[ufunc(ucaller)] = count();
	@u[usym(ucaller)] = count();
}

END
{
	printa(@s);
	printa(@f);
	printa(@u);
}
