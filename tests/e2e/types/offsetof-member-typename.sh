# offsetof(T, m): m is a DT_TOK_IDENT in DTrace's grammar, and its lexer
# (id_or_type( ), dt_lex.l) makes a name that is no global and that no
# variable's punctuation follows a type name when one has that name: D's
# pid_t, the kernel's u32 (members of kernel structs are called u32, code,
# config). A member declared in D with ;, ',', [ or = after its name was
# lexed that way and kept as an identifier (pcb_idents): its offsetof
# compiles, and the name is no type after (a cast to it is D_SYNTAX); a
# bit-field's (":" follows) or a function pointer's ("(*m)") was not, and
# neither was a kernel struct's member. Once the name is a global variable
# it is an identifier again.
for p in 'struct foo { int a; int pid_t; }; BEGIN { trace(offsetof(struct foo, pid_t)); }' \
	 'struct foo { int a, u32; }; BEGIN { trace(offsetof(struct foo, u32)); }' \
	 'struct foo { int a; int u32[2]; }; BEGIN { trace(offsetof(struct foo, u32)); }' \
	 'typedef struct { int a; int u32; } foo_t; BEGIN { trace(offsetof(foo_t, u32)); }' \
	 'struct foo { int a; int pid_t; }; BEGIN { x = (pid_t)1; }' \
	 'struct foo { int a; int pid_t : 3; }; BEGIN { trace(offsetof(struct foo, pid_t)); }' \
	 'struct foo { int a; int (*pid_t)(int); }; BEGIN { trace(offsetof(struct foo, pid_t)); }' \
	 'BEGIN { trace(offsetof(struct bpf_insn, code)); }' \
	 'struct foo { int a; int pid_t : 3; }; BEGIN { pid_t = 1; trace(offsetof(struct foo, pid_t)); }' \
	 'struct foo { int a; int b; }; BEGIN { trace(offsetof(struct foo, b)); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
