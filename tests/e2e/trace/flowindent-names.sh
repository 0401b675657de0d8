# -F takes a probe for an entry or a return as DTrace's dt_flowindent()
# does, by the first "entry" (or "return") in its name, which must end the
# name and start it or follow a '-': uflow's go-entry and go-return are,
# gentry-entry and return-return are neither (sonda looked at the name's
# end only). The CPU column is masked.
"$SONDA" -F -n 'uflow$target:::{}' -c "$SONDA_TRIGGERS/uflow" 2>/dev/null |
	sed 's/^ *[0-9][0-9]* /  N /'
