# -x noresolve prints a user address as the mapped file's name and the
# offset into the mapping that holds it (as DTrace's dt_Paddr_to_map
# does), for usym( ), uaddr( ), %A, ustack( ) and aggregation keys alike,
# also when they are printed after the process has exited (END): the
# mappings are read while it runs, as its symbols are. leaf's offset is
# its address in the file less the start of its executable segment's
# first page; usym( ) of an address inside leaf is leaf's start, as DTrace
# reduces it before the offset is taken. %A is of an integer key (of
# the target's address space): a uaddr( ) key, 16 bytes, is a size DTrace's
# pfprint_uaddr( ) refuses (printa-uaddr-usym.d). Runs of spaces are
# squeezed (the padding is tested elsewhere).
T=$SONDA_TRIGGERS/ucalls
leaf=$(nm "$T" | awk '$3 == "leaf" { print $1 }')
seg=$(readelf -lW "$T" | awk '$1 == "LOAD" && $0 ~ /E +0x[0-9a-f]+$/ { print $3; exit }')
off=$(printf '0x%x' $(( 0x$leaf - ($seg & ~0xfff) )))
off1=$(printf '0x%x' $(( 0x$leaf - ($seg & ~0xfff) + 1 )))
"$SONDA" -x noresolve -q -n 'pid$target:a.out:leaf:entry
{
	@s[usym(uregs[R_PC] + 2)] = count();
	@a[uaddr(uregs[R_PC] + 1)] = count();
	@i[uregs[R_PC] + 1] = count();
	@m[umod(uregs[R_PC])] = count();
	@u[ustack(1)] = count();
	@z[uaddr(0)] = count();
}
END
{
	printa(@s); printa(@a); printa("%A %@d\n", @i); printa(@m);
	printa(@u); printa(@z);
}' -c "$T 2 1" | sed -e "s/ucalls:$off1\b/ucalls:LEAF+1/" -e "s/ucalls:$off\b/ucalls:LEAF/" | tr -s " "
