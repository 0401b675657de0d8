/* A library function, named by its full basename and by DTrace's short
 * forms (libc.so, libc): all three name the same probe, named as libproc
 * names strtol's address (dt_pid_per_mod()'s dt_Plookup_by_addr(): the
 * first of strtoimax, strtol, strtoll, strtoq in byaddr_cmp_common()
 * order). */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 3" */
pid$target:libc.so.6:strtol:entry
{
	@a[probemod, probefunc] = count();
}

pid$target:libc:strtol:entry
{
	@b = count();
}

pid$target:libc.so:strtol:entry
{
	@c = count();
}

END
{
	printa("%s %s %@d\n", @a);
	printa("%@d %@d\n", @b, @c);
}
