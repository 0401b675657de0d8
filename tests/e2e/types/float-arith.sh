# A float is no arithmetic type to DTrace (dt_node_is_arith( ) takes an
# integer or enum only): unary + and -, * and / refuse one (D_OP_ARITH),
# + and - take integers and pointers only (dt_cook_op2( ): D_OP_INCOMPAT),
# and ?: promotes integers only, so a float and another type are
# incompatible (dt_cook_op3( )); two of one float type are compatible.
# Nor is it a scalar or pointer, which stringof and a cast to string take.
d="$SONDA_TEST_TMP"
for e in 'x = -f;' 'x = +d;' 'x = f * 2;' 'x = 2 / d;' 'x = f + 1;' 'x = 1 - f;' \
    'x = f + f;' 'x = pid ? f : 1;' 'x = pid ? f : d;' 'trace(pid ? f : f);' \
    'x = stringof(f);' 'x = (string)d;'; do
	printf 'float f;\ndouble d;\nBEGIN { %s }\n' "$e" > "$d/f.d"
	(cd "$d" && timeout 10 "$SONDA" -e -x errtags -s f.d 2>&1)
	echo "status $?"
done
