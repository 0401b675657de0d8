# -x tree=1 (the tree as parsed, before checking): a cast's TYPE is the
# tag dt_decl_type( ) found as it parsed: one the program declared before
# (struct tcp_sock here hides the kernel's), the kernel's (struct
# task_struct, union bpf_attr; Private where DTrace leaves the type in the
# kernel's container), and a cast of a constant to an enum folds to an
# INT of the enum's type (dt_node_is_integer( )), 32 bits wide.
cat > "$SONDA_TEST_TMP/t.d" <<'D'
struct tcp_sock { int a; };
enum e1 { A1, B1 };
BEGIN
{
	x = (struct tcp_sock *)0;
	y = (struct task_struct *)0;
	z = (union bpf_attr *)0;
	v = (enum e1)-1;
	u = (enum pid_type)1;
}
D
"$SONDA" -x tree=1 -e -s "$SONDA_TEST_TMP/t.d" 2>&1 |
	awk '/IDENT x /{on = 1} /^Parse tree/{on = 0} on' | grep -E "TYPE|INT"
