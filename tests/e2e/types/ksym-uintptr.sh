# A kernel symbol the kernel's types give no variable type (a function, a
# linker symbol) is the kernel's own uintptr_t, as DTrace's
# dtrace_symbol_type() types it, and &`sym is the kernel's pointer to
# what uintptr_t resolves to, "long unsigned int *", as its BTF has none to
# uintptr_t (dt_type_pointer( ), types/addrof-kernel-typedef): the types
# D_OP_INCOMPAT names. sizeof `sym is its symbol's size (dt_node_sizeof( )),
# which dt_symtab_sort( ) makes the distance to the next symbol listed:
# vfs_read's length here, not its type's 8.
"$SONDA" -x errtags -e -n 'BEGIN { x = `vfs_read; x = curthread; }' 2>&1
"$SONDA" -x errtags -e -n 'BEGIN { x = &vmlinux`vfs_read; x = curthread; }' 2>&1
set -- $(grep -A1 -E ' [tT] vfs_read$' /proc/kallsyms | awk '{ print $1 }')
want=$((0x$2 - 0x$1))
got=$("$SONDA" -q -n 'BEGIN { printf("%d\n", sizeof (`vfs_read)); exit(0); }')
[ "$got" = "$want" ] && echo "sizeof: the distance to the next symbol" || echo "sizeof $got, not $want"
