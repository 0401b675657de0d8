# sizeof (`sym) is the size of the symbol, not of its type (dt_node_sizeof( )
# of a DT_NODE_SYM, dt_parser.c): /proc/kallsyms gives none, so DTrace
# makes it the distance to the next symbol of the module in its sorted
# table (dt_symtab_sort( ), dt_symtab.c): vfs_read's is up to the next
# function. Of the symbols at one address only the last in its order (by
# name there) has a size: _stext, before _text, has none (D_SIZEOF_TYPE).
# sonda gave every symbol its type's size, 8.
set -- $(awk '!f && $3 == "vfs_read" && !$4 { f = 1; a = $1; next }
	f && !$4 && $1 != a { print a, $1; exit }' /proc/kallsyms)
[ $# = 2 ] || { echo "no vfs_read in /proc/kallsyms"; exit 77; }
want=$((0x$2 - 0x$1))
got=$("$SONDA" -q -n 'BEGIN { printf("%d %d\n", sizeof (`vfs_read), sizeof (vmlinux`vfs_read)); exit(0); }')
[ "$got" = "$want $want" ] && echo "sizeof vfs_read: the distance to the next symbol" ||
	echo "sizeof vfs_read: $got, not $want"
"$SONDA" -x errtags -e -n 'BEGIN { trace(sizeof (`_stext)); }' 2>&1
echo "status $?"
