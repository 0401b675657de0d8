# A kernel symbol the kernel's types give no variable type (a function, a
# linker symbol) is the kernel's own uintptr_t, as DTrace's
# dtrace_symbol_type() types it, and &`sym is the kernel's pointer to
# what uintptr_t resolves to, "long unsigned int *", as its BTF has none to
# uintptr_t (dt_type_pointer( ), types/addrof-kernel-typedef): the types
# D_OP_INCOMPAT names, and sizeof is 8.
"$SONDA" -x errtags -e -n 'BEGIN { x = `vfs_read; x = curthread; }' 2>&1
"$SONDA" -x errtags -e -n 'BEGIN { x = &vmlinux`vfs_read; x = curthread; }' 2>&1
"$SONDA" -q -n 'BEGIN { printf("%d\n", sizeof (`vfs_read)); exit(0); }'
