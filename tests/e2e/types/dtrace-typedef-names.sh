# Typedef names: longlong_t and boolean_t are neither DTrace's own
# (dt_open.c's _dtrace_typedefs_64[]) nor the D library's nor this
# kernel's BTF types, so a cast to them does not parse (D_SYNTAX). zoneid_t
# and taskid_t (procfs.d) and ipaddr_t (ip.d) are the D library's: in
# DTrace's D container, where dt_node_decl( )'s DT_DC_TYPEDEF refuses a
# program's typedef of them (D_DECL_IDRED), as it does for int32_t.
for p in 'BEGIN { x = (longlong_t)1; }' \
	 'BEGIN { x = (boolean_t)1; }' \
	 'typedef int zoneid_t; BEGIN { exit(0); }' \
	 'typedef int taskid_t; BEGIN { exit(0); }' \
	 'typedef int ipaddr_t; BEGIN { exit(0); }' \
	 'BEGIN { trace(sizeof(zoneid_t) + sizeof(ipaddr_t)); }'; do
	timeout 30 "$SONDA" -e -x errtags -n "$p" 2>&1
	echo "status $?"
done
