# An enumerator as an array dimension is an unsigned constant: dt_decl.c's
# dt_decl_enumerator( ) gives its INT node the enum's type, which
# dt_node_type_assign( ) does not mark DT_NF_SIGNED, so dt_decl_array( )
# finds E = -5 positive and too big (D_DECL_ARRBIG), not negative; an
# expression over it has int's sign (sonda said D_DECL_ARRSUB; found by
# decls.py at seed 32000721).
for d in 'E2' '(E2)' 'E0' 'E2 + 0' 'E3'; do
	"$SONDA" -e -x errtags -n "enum e { E0, E2 = -5, E3 = 3 }; int v[$d]; BEGIN { exit(0); }" \
		2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
