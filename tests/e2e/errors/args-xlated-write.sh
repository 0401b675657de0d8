# args[i] is DTrace's variable node whatever its type, translated (io's
# bufinfo_t *, proc's psinfo_t *) or a userland string (proc:::exec):
# dt_cook_op1/op2 check the operand's type first (a translated one is
# <DYN>: D_OP_SCALAR for ++/--, D_OP_VFPTR for +=, D_OP_INCOMPAT for =
# with its name "pointer to translated data"), then find it an lvalue
# that is not writable (D_OP_WRITE); & of it is "dynamic variable" and
# sizeof a translated one has no size (dt_node_type_size( ) asks args[]'s
# identifier ops).
for p in 'proc:::exec { args[0] = "x"; }' \
	'proc:::exec { args[0] = execname; }' \
	'proc:::exec { args[0]++; }' \
	'proc:::exec { args[0] += 1; }' \
	'proc:::exec { trace(&args[0]); }' \
	'io:::start { args[0] = 0; }' \
	'io:::start { args[0] = (void *)0; }' \
	'io:::start { args[0] = args[0]; }' \
	'io:::start { args[0] = *args[0]; }' \
	'io:::start { args[0]++; }' \
	'io:::start { --args[0]; }' \
	'io:::start { args[0] += 1; }' \
	'io:::start { trace(&args[0]); }' \
	'io:::start { trace(sizeof(args[0])); }' \
	'io:::start { trace(sizeof(*args[0])); }' \
	'proc:::signal-send { trace(sizeof(args[1])); }' \
	'proc:::signal-send { trace(sizeof(args[2])); }'; do
	"$SONDA" -x errtags -e -n "$p" 2>&1
	echo "status $?"
done
