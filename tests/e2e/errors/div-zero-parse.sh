# DTrace's parser refuses a divisor it has folded to 0 as it builds the node
# (dt_node_op2): before any error of the statements before it, and for
# 1 / (2 - 2), 1 / -0, 1 / (1 ? 0 : 1), x %= 0, and for an enumerator or an
# integer inline of 0, which dt_node_ident( ) makes integer nodes, and the
# sizeof of a type or a string, which dt_node_op1( ) makes one. A divisor
# that is 0 only once checked (a cast, an inline of one) is a
# divide-by-zero fault when it runs.
for e in 'x = nosuch; y = 1 / 0;' 'trace("a" / 0);' 'trace(1 / (2 - 2));' \
	'trace(1 / -0);' 'trace(1 % (1 ? 0 : 1));' 'trace(1 / (1 / 2));' 'x = 1; x %= 0;' \
	'trace(1 / (5 > 6));'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
for p in 'enum e { Z }; BEGIN { trace(5 % Z); }' 'inline int I = 0; BEGIN { x = 5; x /= I; }' \
	'enum f { A, B }; BEGIN { trace(1 / (B - 1)); }' \
	'BEGIN { trace(1 / (sizeof(int) - 4)); }' 'BEGIN { trace(1 % (sizeof("abc") - 4)); }'; do
	timeout 10 "$SONDA" -e -x errtags -n "$p" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
for p in 'BEGIN { trace(1 / (int)0); }' 'inline int J = (int)0; BEGIN { trace(1 / J); }'; do
	timeout 10 "$SONDA" -qn "$p BEGIN { trace(1); exit(0); }" 2>&1 | sed 's/ at BPF pc [0-9]*//'
	echo "status ${PIPESTATUS[0]}"
done
