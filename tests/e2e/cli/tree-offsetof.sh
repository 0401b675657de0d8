# -x tree=1: DTrace's parser replaces offsetof(T, m) by the member's
# offset at once (dt_node_offsetof( )), an INT typed by dt_node_int( ),
# so the pass-1 tree has the constant, and the * 2 over it folds too.
for e in "offsetof(struct task_struct, pid) * 2" "offsetof(struct sk_buff, len)"; do
	echo "$e"
	"$SONDA" -x tree=1 -e -n "BEGIN { x = $e; }" 2>&1 |
		grep -A2 "OP2 = " | grep -v "OP2 =\|IDENT x" | sed 's/^ *//; s/INT 0x[0-9a-f]*/INT N/'
done
