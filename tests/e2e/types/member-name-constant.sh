# A member name after . or -> that DTrace's parser has made an integer
# constant (an enumerator or an inline of a constant, NULL too, declared
# above it) is no identifier: the grammar passes it through dt_node_ident( )
# and dt_cook_op2( ) refuses it (D_OP_IDENT). An inline of a string, or an
# enumerator declared below the use, leaves the name a member.
d="$SONDA_TEST_TMP"
printf 'enum e { prio };\nBEGIN { trace(curthread->prio); }\n' > "$d/a.d"
printf 'inline int a = 2 + 3;\nstruct s { int a; } v;\nBEGIN { v.a = 1; }\n' > "$d/b.d"
printf 'BEGIN { trace(curthread->NULL); }\n' > "$d/c.d"
printf 'inline string prio = "x";\nBEGIN { trace(curthread->prio > 0); exit(0); }\n' > "$d/d.d"
printf 'BEGIN { trace(curthread->prio > 0); exit(0); }\nenum e { prio };\n' > "$d/e.d"
for f in a b c d e; do
	(cd "$d" && timeout 10 "$SONDA" -q -x errtags -s $f.d 2>&1)
	echo "status $?"
done
timeout 10 "$SONDA" -e -x errtags -n 'enum f { prio }; BEGIN { x = curthread->prio; }' 2>&1
echo "status $?"
