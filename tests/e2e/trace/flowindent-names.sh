# -F takes a probe for an entry or a return as DTrace's dt_flowindent()
# does, by the first "entry" (or "return") in its name, which must end the
# name and start it or follow a '-': uflow's go-entry and go-return are,
# gentry-entry and return-return are neither (sonda looked at the name's
# end only). The CPU column is masked, and the indentation with the
# padding after the name: it depends on how the records fall into reads of
# the buffer (dt_consume_cpu( ) starts each read at 0).
"$SONDA" -F -n 'uflow$target:::{}' -c "$SONDA_TRIGGERS/uflow" 2>/dev/null |
	sed 's/^ *[0-9][0-9]*  */  N /; s/  *$//'
