/* printa( )'s %A of a key: a umod( ) key is printed by pfprint_umod( ),
 * a usym( ) or uaddr( ) key goes to pfprint_uaddr( ), which takes records
 * of 4, 8 or 24 bytes while theirs are 16 (the pid, the address:
 * dt_cg.c), so it fails with EDT_DMISMATCH: after the conversion's prefix
 * ("usym "), dt_printf_format( ) printing it first, "processing aborted",
 * status 1 (dt_printf.c). */
/* @@args: -q -c "$SONDA_TRIGGERS/ucalls 1 1" */
/* @@status: 1 */
pid$target:a.out:leaf:entry
{
	@m[umod(uregs[R_PC])] = count();
	@s[usym(uregs[R_PC])] = count();
	@a[uaddr(uregs[R_PC])] = count();
}

END
{
	printa("umod %A %@d\n", @m);
	printa(@s);
	printa("usym %A %@d\n", @s);
	printa("uaddr %A %@d\n", @a);
}
