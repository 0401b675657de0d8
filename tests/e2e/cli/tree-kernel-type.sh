# -x tree=1: DTrace's parser (dt_node_type( ) through dt_type_lookup( ))
# finds a kernel tag, typedef or enum as it parses, so a cast's TYPE node
# has its type and attributes in pass 1 already, and dt_node_op2( ) folds
# a cast of a constant to a kernel integer typedef or to an enum
# (dt_node_is_integer( )) in place, before the << over it folds too.
for t in "struct task_struct *" "struct tcp_sock *" "blk_opf_t" "D\`pid_t"; do
	echo "($t)"
	"$SONDA" -x tree=1 -e -n "BEGIN { x = ($t)arg0; }" 2>&1 |
		grep -A3 "OP2 = " | grep TYPE | sed 's/^ *//'
done
for t in "vmlinux\`pid_t" "blk_opf_t" "enum pid_type"; do
	echo "($t)1 << 2"
	"$SONDA" -x tree=1 -e -n "BEGIN { x = ($t)1 << 2; }" 2>&1 |
		grep -A2 "OP2 = " | grep -v "OP2 =\|IDENT x" | sed 's/^ *//'
done
