# -x tree=4: a cast's TYPE node has its type name's attributes, as
# dt_node_type( ) gives them: Private only for a type DTrace leaves in
# the kernel's container (struct tcp_sock *), Stable for one its D library
# copied (struct task_struct *, u64) and for a pointer the kernel has none
# of (struct tcp_sock **). The OP2 over it agrees, as sonda's -v does.
for t in "struct task_struct *" "struct tcp_sock *" "struct tcp_sock **" "u64"; do
	echo "($t)"
	"$SONDA" -x tree=4 -e -n "BEGIN { x = ($t)arg0; }" 2>&1 |
		grep -A2 "VARIABLE (normally-assigned) x " | grep -E "OP2 \(|TYPE" | sed 's/^ *//'
done
