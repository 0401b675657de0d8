# A uintptr_t parameter (copyin( ), copyinstr( ), copyinto( ), func( ),
# sym( ), usym( ), uaddr( )...) takes an integer, not a pointer: DTrace's
# dt_node_is_ptrcompat( ) refuses an integer against a pointer unless it is
# the constant 0, so a typed argument is cast: copyinstr((uintptr_t)p).
for e in 'trace(copyinstr(curthread))' 'trace(copyin(curthread, 1))' \
	'copyinto(curthread, 1, alloca(1))' 'func(curthread)' 'usym(curthread)' \
	'uaddr(curthread)' 'trace(copyinstr((void *)0))' 'trace(copyinstr(0))' \
	'trace(copyinstr((uintptr_t)curthread))' 'func((uintptr_t)curthread)'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
