# @a[keys] = f( ): DTrace's dt_cook_aggregation( ) cooks the whole key list
# (dt_ident_cook( ): dt_node_list_cook( )) before the signature is made or
# checked. A first use refuses a void or dynamic key only then
# (dt_idcook_assc( ): D_KEY_TYPE), so a later key's own error comes first;
# a later use checks the key count before the key types (dt_idcook_sign( ):
# D_PROTO_LEN, then D_PROTO_ARG, where a void or an aggregation key is a
# type the prototype does not match).
for p in 'BEGIN { @a[trace(1), nosuch] = count(); }' \
	 'BEGIN { @b = count(); @a[@b, nosuch] = count(); }' \
	 'BEGIN { @a[@nope] = count(); }' \
	 'BEGIN { @a[1] = count(); @a["x", 2] = count(); }' \
	 'BEGIN { @a[1, 2] = count(); @a[1, "x", 3] = count(); }' \
	 'BEGIN { @a[1, 2] = count(); @a["x", nosuch] = count(); }' \
	 'BEGIN { @a[1] = count(); @b = count(); @a[@b] = count(); }' \
	 'BEGIN { @a[1] = count(); @a[trace(1)] = count(); }' \
	 'BEGIN { @a[trace(1)] = count(); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
