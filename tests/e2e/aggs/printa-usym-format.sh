# printa( ) with a format prints a usym( ) or uaddr( ) key through %A (the
# only conversion that accepts their type), but DTrace for Linux records
# such a key as pid and address, 16 bytes, which its pfprint_uaddr( )
# refuses: dt_printf_format( ) fails with EDT_DMISMATCH and dtrace(1)
# ends with "processing aborted: Data record list does not match
# statement", status 1, after the row's text so far; nothing of the record
# after it prints, nor END's. Integer keys (ucaller) and umod( ) keys
# print, and so do usym( ) keys without a format.
exec 2>&1
T="$SONDA_TRIGGERS/ucalls 2 3"
"$SONDA" -q -c "$T" -n 'pid$target::leaf:entry {
	@u[usym(uregs[R_PC])] = count(); @c[ucaller] = count(); @m[umod(uregs[R_PC])] = count();
}
END {
	printa("%A %@d\n", @c); printa("%A|%@d\n", @m); printa(@u);
	printa("key %A %@d\n", @u); printf("not printed\n");
}'
st=$?
echo
echo "status $st"
"$SONDA" -q -c "$T" -n 'pid$target::leaf:entry { @a[uaddr(uregs[R_PC])] = count(); printa("[%A]\n", @a); }
END { printf("not printed\n"); }'
st=$?
echo
echo "status $st"
