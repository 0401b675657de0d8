# What DTrace's parser refuses inside a clause as it builds its nodes, a
# call of a name that is no function (dt_node_func( )), sizeof of a type
# name without a size (dt_node_op1( )) and a bad offsetof
# (dt_node_offsetof( )), comes in the text's order with the declarations'
# errors and before a later syntax error, children first.
for p in 'BEGIN { x = nosuch(1); } int y; int y[int];' \
	'BEGIN { x = sizeof(struct nosuch); } int y; int y[int];' \
	'BEGIN { x = offsetof(struct nosuch, a); } int y; int y[int];' \
	'int y; int y[int]; BEGIN { x = nosuch(1); }' \
	'BEGIN { x = sizeof(struct nosuch); } BEGIN { x = nosuch(1); }' \
	'BEGIN { x = nosuch(sizeof(struct nosuch)); }' \
	'BEGIN { x = nosuch(1); } BEGIN { x = ; }' \
	'BEGIN { x = sizeof(struct later); } struct later { int a; };'; do
	timeout 10 "$SONDA" -e -x errtags -n "$p" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
