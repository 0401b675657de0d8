# DTrace's parser refuses a divisor it has folded to 0 as it builds the node
# (dt_node_op2): before any error of the statements before it, and for
# 1 / (2 - 2), 1 / -0, 1 / (1 ? 0 : 1), x %= 0, and for an enumerator or
# an inline of an integer declared before it, which dt_node_ident( ) makes
# integer nodes (dt_decl_enumerator( ) and dt_node_inline( ) keep their INT
# nodes): 5 % Z, 5 / (!GREEN), x /= I; for a cast of 0 to an integer type,
# which dt_node_op2( ) folds too: 1 / (int)0, and of any integer constant
# to any integer type it knows (keywords, D's typedefs, the text's, an
# enum), truncated and extended as dt_node_op2( ) does only when the type
# is narrower or of the other sign: (char)256, (uint8_t)0, (int)-0x100000000
# ((unsigned)(0xffffffff + 1) is an unsigned int of 0x100000000 kept, and
# (short)((char)128 + (char)128) a char of -256 kept: no 0; nor is a cast
# to a pointer folded), the value folding on ((char)256 + 0, a ?: whose
# condition is (char)256); and for the sizeof of a type
# or a string, which dt_node_op1( ) makes an integer node (sonda: in the
# parser for a string, an integer type or a pointer, else when the
# expression is checked). A divisor that is 0 only once checked (a
# variable) is a divide-by-zero fault when it runs.
for e in 'x = nosuch; y = 1 / 0;' 'trace("a" / 0);' 'trace(1 / (2 - 2));' \
	'trace(1 / -0);' 'trace(1 % (1 ? 0 : 1));' 'trace(1 / (1 / 2));' 'x = 1; x %= 0;' \
	'trace(1 / (5 > 6));' 'trace(1 / (int)0);' 'x = 1; x %= (unsigned char)(1 - 1);' \
	'x = nosuch; y = 1 / (char)256;' 'x = nosuch; y = 1 % (uint8_t)0;' \
	'x = nosuch; y = 1 / (short)65536;' 'x = nosuch; y = 1 / (int)-0x100000000;' \
	'x = nosuch; y = 1 / ((char)256 + 0);' 'x = nosuch; y = 1 / ((char)256 ? 1 : 0);' \
	'x = nosuch; y = 1 / (D`size_t)0;' 'x = nosuch; y = 1 / (unsigned)(0xffffffff + 1);' \
	'x = nosuch; y = 1 / (short)((char)128 + (char)128);' 'x = nosuch; y = 1 / (void *)0;' \
	'x = nosuch; y = 1 / (sizeof(int) - 4);' 'x = nosuch; y = 1 % (sizeof("a\n") - 3);' \
	'x = nosuch; y = 1 / (char)(sizeof(char **) << 5);'; do
	timeout 10 "$SONDA" -e -x errtags -n "BEGIN { $e }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
for p in 'enum e { Z }; BEGIN { trace(5 % Z); }' 'inline int I = 0; BEGIN { x = 5; x /= I; }' \
	'enum f { A, B }; BEGIN { trace(1 / (B - 1)); }' \
	'BEGIN { trace(1 / (sizeof(int) - 4)); }' 'BEGIN { trace(1 % (sizeof("abc") - 4)); }' \
	'typedef unsigned char uc_t; BEGIN { x = nosuch; y = 1 / (uc_t)512; }' \
	'enum e { A }; BEGIN { x = nosuch; y = 1 / (enum e)0x100000000; }'; do
	timeout 10 "$SONDA" -e -x errtags -n "$p" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
for p in 'enum e { Z }; BEGIN { trace(5 % Z); }' \
	'enum c { R, GREEN = 5, B = -1, C }; BEGIN { x = 5; x /= (!GREEN) + C; }' \
	'inline int I = 0; BEGIN { x = 5; x /= I; }' \
	'inline int I = 1 - 1; BEGIN { x = 5; trace(x + I); exit(0); }' \
	'enum c { R, GREEN = 5 }; BEGIN { x = 0; trace(5 / (x + R)); }'; do
	timeout 10 "$SONDA" -qn "$p BEGIN { trace(1); exit(0); }" 2>&1 | sed 's/ at BPF pc [0-9]*//'
	echo "status ${PIPESTATUS[0]}"
done
