# C++ symbols in usym( ), ufunc( ), uaddr( ), ustack( ) and their keys print
# mangled, as DTrace's libproc gives them (Plookup_by_addr( ) never
# demangles); the folded stacks, an export of sonda's own, demangle them.
# Offsets depend on the compiler and are masked.
"$SONDA" -q -x folded="$SONDA_TEST_TMP/f" -n '
pid$target:a.out:*Shape*area*:entry
{
	ufunc(uregs[R_PC]); usym(uregs[R_PC]); uaddr(uregs[R_PC]);
	printf("\n");
	@s[ustack(2)] = count();
	@u[ufunc(ucaller)] = count();
}' -c "$SONDA_TRIGGERS/ucxx 1" | grep -v '^ucxx:' | sed 's/+0x[0-9a-f]*/+OFF/g; s/ *$//'
sed 's/+0x[0-9a-f]*/+OFF/g' "$SONDA_TEST_TMP/f"
