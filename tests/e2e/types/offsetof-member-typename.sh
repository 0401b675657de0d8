# offsetof(T, m): m is a DT_TOK_IDENT in DTrace's grammar, and its lexer
# (id_or_type( ), dt_lex.l) makes a name that is no global and that no
# variable's punctuation follows a type name when one has that name: D's
# pid_t, the kernel's u32 (members of kernel structs are called u32, code,
# config). offsetof of such a member is then a syntax error; once the name
# is a global variable it is an identifier again.
for p in 'struct foo { int a; int pid_t; }; BEGIN { trace(offsetof(struct foo, pid_t)); }' \
	 'struct foo { int a; int u32; }; BEGIN { trace(offsetof(struct foo, u32)); }' \
	 'struct foo { int a; int pid_t; }; BEGIN { pid_t = 1; trace(offsetof(struct foo, pid_t)); }' \
	 'struct foo { int a; int b; }; BEGIN { trace(offsetof(struct foo, b)); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
