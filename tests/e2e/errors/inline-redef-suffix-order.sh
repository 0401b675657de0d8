# An inline redefining a name is refused (D_DECL_IDRED) by dt_node_inline( ),
# after DTrace's parser checked its declarator's suffixes (dt_decl_array( ):
# an array of void, the dimension's value) and before its own checks (a
# scalar array is D_DECL_ARRNULL, a void inline D_DECL_VOIDOBJ). Found by
# tests/fuzz/decls.py (sonda said D_DECL_IDRED for all).
for d in 'inline void I2[int k] = k;' 'inline int I2[0] = 1;' \
	 'inline int I2[0x100000000] = 1;' 'inline int I2[5] = 1;' \
	 'inline void I2 = 1;'; do
	"$SONDA" -e -x errtags -n "inline int I2 = 4; $d BEGIN { exit(0); }" 2>&1 |
		sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
