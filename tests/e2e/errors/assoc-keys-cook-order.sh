# a[keys]: DTrace's dt_ident_cook( ) cooks the whole key list before
# dt_idcook_assc( ) makes the signature (a first use's void or dynamic key:
# D_KEY_TYPE) or dt_idcook_sign( ) checks it (the key count, D_PROTO_LEN,
# before the key types, D_PROTO_ARG); the tuple registers are counted only
# after (dt_cg_arglist( )). sonda checked key by key: a[1]; a["x", 2] was
# D_PROTO_ARG, a[trace(1), nosuch] D_KEY_TYPE.
for p in 'BEGIN { a[trace(1), nosuch] = 1; }' \
	 'BEGIN { a[1] = 1; a["x", 2] = 1; }' \
	 'BEGIN { a[1, 2] = 1; a["x", nosuch] = 1; }' \
	 'BEGIN { a[1] = 1; a[trace(1)] = 1; }' \
	 'BEGIN { self->a[1] = 1; self->a["x", 2] = 1; }' \
	 'BEGIN { a[1] = 1; a[1, 2, 3, 4, 5, 6, 7, 8, 9, 10] = 1; }' \
	 'BEGIN { a[curpsinfo, nosuch] = 1; }' \
	 'BEGIN { a[curpsinfo] = 1; }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
