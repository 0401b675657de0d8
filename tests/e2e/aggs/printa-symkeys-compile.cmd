"$SONDA" -e -n 'BEGIN { @k[stack()] = count(); @u[ustack(3)] = count(); @m[mod(0)] = count(); @f[func(0)] = count(); @um[umod(0)] = count(); @ua[uaddr(0)] = count(); @uf[ufunc(0)] = count(); printa(@k, @u); printa("%k %@d\n", @u); printa("%a %@d\n", @m); printa("%a %@d\n", @f); printa(@m, @f); printa("%A %@d\n", @um); printa("%A %@d\n", @ua); printa("%A %@d\n", @uf); printa(@um, @ua, @uf); }'
# What DTrace's checks accept of stack and symbol keys: a stack( ) and a
# ustack( ) key together (both of type stack), %k of a stack, %a of a
# _symaddr key (func( ), mod( )), %A of a _usymaddr key (umod( ), uaddr( ),
# ufunc( )), keys of one symbol type together. Compiled only.
# @@noroot
