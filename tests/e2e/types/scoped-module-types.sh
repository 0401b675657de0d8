# A scoped type name mod`name is looked up in module mod's types (DTrace's
# dt_type_lookup( ) -> dtrace_lookup_by_type( )), so mod must be a module
# with types: vmlinux, its alias genunix, a module with BTF. A module that
# does not exist has none (dt_module_load( ) fails), a leading backquote is
# no scope to dt_type_lookup( ) (`pid_t is looked up whole, and found
# nowhere) and C is only the intrinsics' and #include'd files' container.
# So `pid_t and nosuch`pid_t are identifiers to the lexer's id_or_type( )
# (kernel symbols that do not resolve: D_IDENT_UNDEF, a cast of them a
# syntax error), and struct `task_struct, struct nosuch`task_struct and
# struct C`task_struct are forward tags dt_decl_type( ) makes of the name
# (sizeof: D_SIZEOF_TYPE, ->: D_OP_INCOMPLETE; a cast to such an enum is
# no integer, so nothing is folded). vmlinux` and genunix` find the
# kernel's types.
for p in 'BEGIN { trace(sizeof(`pid_t)); }' \
	 'BEGIN { trace(sizeof(nosuch`pid_t)); }' \
	 'BEGIN { trace((nosuch`pid_t)1); }' \
	 'BEGIN { trace(sizeof(nosuch`int)); }' \
	 'BEGIN { trace(sizeof(struct `task_struct)); }' \
	 'BEGIN { trace(sizeof(struct nosuch`task_struct)); }' \
	 'BEGIN { trace(sizeof(struct C`task_struct)); }' \
	 'BEGIN { trace(((struct `task_struct *)0)->pid); }' \
	 'BEGIN { trace(1 / (enum nosuch`pid_type)0); }' \
	 'BEGIN { trace(sizeof(genunix`pid_t) + sizeof(vmlinux`int) + sizeof(struct genunix`task_struct) + sizeof(enum vmlinux`pid_type)); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
