# -v: a cast's type name has DTrace's default attributes when its type is
# in the C or D container and Private/Private/Unknown when it stays in the
# kernel's (dt_node_type( )). The D container holds the kernel types its D
# library's declarations made ctf_add_type( ) copy, with all they lead to
# (struct task_struct, file, rq, page, enum pid_type, u64...), and a
# pointer the kernel has none of, which dt_type_pointer( ) makes there
# (struct tcp_sock **); a vmlinux`-scoped name is the kernel's own.
for t in 'struct task_struct *' 'struct file *' 'struct rq *' 'struct in6_addr *' \
	'struct tcp_sock *' 'struct bpf_verifier_env *' 'const struct tcp_sock *' \
	'struct tcp_sock *const' 'struct tcp_sock **' 'struct page **' \
	'struct sk_buff ***' 'struct vmlinux`task_struct *' 'struct vmlinux`tcp_sock *' \
	'vmlinux`pid_t' 'pid_t' 'loff_t' 'time64_t' 'enum pid_type' 'u64' 'int *'; do
	printf '%s: ' "$t"
	timeout 20 "$SONDA" -v -e -n "BEGIN { x = ($t)0; }" 2>&1 |
		sed -n '/Minimum Statement/,+3p' | tr -d '\t' | paste -sd ' '
done
