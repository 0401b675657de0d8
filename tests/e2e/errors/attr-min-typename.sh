# DTrace's dt_node_type( ) gives a type name's node its attributes as the
# parser builds it: Stable for a type of the C or D container (int,
# uint64_t, psinfo_t, and the kernel types the D container holds copies
# of, such as struct task_struct), _dtrace_typattr (Private/Private/Unknown)
# for a kernel type of the kernel's container (struct tcp_sock). Below
# -x amin (or a #pragma D option amin read before it), that is D_ATTR_MIN at the cast, sizeof or xlate, with no region: the
# clause is not cooked yet, so an error an earlier statement or clause
# would raise when cooked (an unknown name, a curthread below amin, the
# clause's own probe attributes) comes after it. The line is the one the
# parser reduces the cast at: that of the token after its operand.
# @@noroot
cd "$SONDA_TEST_TMP" || exit 1
A=Unstable/Unstable/Common
for e in 'trace((struct tcp_sock *)0)' 'trace(sizeof(struct tcp_sock))' \
	'trace(curthread); trace((struct tcp_sock *)0)' \
	'trace(nosuch); trace(sizeof(struct tcp_sock))' \
	'trace(xlate<psinfo_t>((struct task_struct *)0).pr_pid)' \
	'trace((int)1); trace((uint64_t)1); trace(sizeof(psinfo_t)); trace((psinfo_t *)0)'; do
	"$SONDA" -e -x errtags -x amin=$A -n "BEGIN { $e; }" 2>&1
	echo "status $?"
done
"$SONDA" -e -x errtags -x amin=Evolving -n 'BEGIN { trace((struct tcp_sock *)0); }' 2>&1
echo "status $?"
printf 'BEGIN { trace(nosuch); }\nEND {\n\ttrace((struct tcp_sock *)\n\t0\n\t);\n}\n' > a.d
"$SONDA" -e -x errtags -x amin=$A -s a.d 2>&1
echo "status $?"
printf '#pragma D option amin=%s\nBEGIN { trace(1); }\nEND { trace((struct tcp_sock *)0\n+ 1); }\n' $A > b.d
"$SONDA" -e -x errtags -s b.d 2>&1
echo "status $?"
