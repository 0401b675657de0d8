# An array dimension is positive to DTrace's dt_decl_array( ) when
# dt_node_is_posconst( ) says so: any value but 0 of a type that is not
# signed, and an enum is not (dt_node_type_assign( ) sets DT_NF_SIGNED only
# for an integer), so an enumerator of -2 or -1ul is a dimension past
# UINT_MAX (D_DECL_ARRBIG); -1 and -1L are signed and negative (D_DECL_ARRSUB).
for p in 'enum e { E4 = -2 }; int v[E4];' 'int v[-1ul];' 'int v[-1];' 'int v[-1L];'; do
	timeout 10 "$SONDA" -e -x errtags -n "$p BEGIN { exit(0); }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$p: status ${PIPESTATUS[0]}"
done
