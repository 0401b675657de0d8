# The statement attributes of constants: sizeof of an expression keeps its
# operand's (dt_node_op1( ) folds only sizeof of a type or a string, and
# dt_cook_op1( ) gives the OP1 its operand's), sizeof of a kernel type
# keeps the type node's (Private), and DTrace's parser folds operators on
# constants as dt_node_op2( ) does: + - * / % & | ^ < <= > >= and casts
# the least of their operands', == != && || ^^ << >> the defaults.
for p in 'syscall::read:entry { trace(sizeof(args[0])); }' \
	'syscall::read:entry { trace(sizeof(args[0]) + 1); }' \
	'BEGIN { trace(sizeof(curthread->pid)); }' \
	'BEGIN { trace(sizeof(struct vmlinux`task_struct)); }' \
	'BEGIN { trace(sizeof(vmlinux`pid_t) * 2 - 1); }' \
	'BEGIN { trace(sizeof(vmlinux`pid_t) && 1); }' \
	'BEGIN { trace((vmlinux`pid_t)1 + 2); }' \
	'BEGIN { trace((vmlinux`pid_t)1 < 2); }' \
	'BEGIN { trace((vmlinux`pid_t)1 == 2); }' \
	'BEGIN { trace((vmlinux`pid_t)1 << 2); }' \
	'BEGIN { trace(-(vmlinux`pid_t)1); }' \
	'BEGIN { trace(0 ? (vmlinux`pid_t)1 : 2); }' \
	'BEGIN { trace(1 ? (vmlinux`pid_t)1 : 2); }'; do
	echo "$p"
	"$SONDA" -v -e -n "$p" 2>&1 | sed -n '/Minimum Statement/,/^$/p'
	echo "status $?"
done
