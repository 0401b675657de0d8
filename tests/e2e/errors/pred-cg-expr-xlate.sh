# Translated data is of DTrace's <DYN> type, an alias of void as stack( )
# and sym( ) values are: ctf_type_compat finds them compatible, so
# xlate<psinfo_t *>(curthread) == stack() passes DTrace's cook and is
# refused when the predicate's code is generated (D_CG_EXPR, the action
# named), not as incompatible operands. An inline of a translator's type
# (curpsinfo, psinfo_t *) is no alias of void and stays D_OP_INCOMPAT.
for p in 'stack() == xlate<psinfo_t *>(curthread)' \
	 'xlate<psinfo_t *>(curthread) != sym(0)' \
	 'curpsinfo == stack()'; do
	"$SONDA" -e -x errtags -n "BEGIN /$p/ { trace(1); }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# void itself is one more alias of void: (void)gi == xlate<psinfo_t>(...)
# is an int, so indexing it is D_DEREF_NONPTR, not D_OP_INCOMPAT
"$SONDA" -e -x errtags -n 'int gi; BEGIN /((void)gi == xlate<psinfo_t>(curthread))[0]/ { trace(1); }' 2>&1 | sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
