# A parameter's type is a type name node DTrace's parser makes with
# dt_node_type( ) (parameter_declaration in dt_grammar.y), so it gets the
# attributes of one: a kernel type's are _dtrace_typattr
# (Private/Private/Unknown), D_ATTR_MIN below -x amin, unless the D
# container holds a copy (struct task_struct and struct file, which its D
# library's declarations lead ctf_add_type( ) to copy, pass), as the parser
# reduces the parameter (on the token after it): in a function prototype, a
# function pointer's parameters, an associative array's key types and a
# provider's probe prototype, before any clause is cooked. Types of the C
# and D containers pass. Without -x errtags too (sonda's own format).
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
A=Unstable/Unstable/Common
for d in 'int f(struct tcp_sock *);' 'int f(int, struct bpf_verifier_env);' \
	'int f(int (*)(struct bpf_verifier_env *));' 'int a[int, struct tcp_sock *];' \
	'provider pp { probe x(struct tcp_sock *); };' \
	'typedef void g_t(struct bpf_verifier_env *);' \
	'int f(struct task_struct *, struct file);' \
	'int f(uint64_t, int, psinfo_t *, int (*)(void));'; do
	"$SONDA" -e -x errtags -x amin=$A -n "$d BEGIN { trace(nosuch); }" 2>&1
	echo "status $?"
done
printf 'BEGIN\n{\n\ttrace(nosuch);\n}\n\nint f(int,\n    struct tcp_sock *\n    );\n' > a.d
"$SONDA" -e -x errtags -x amin=$A -s a.d 2>&1
echo "status $?"
"$SONDA" -e -x amin=$A -s a.d 2>&1
echo "status $?"
