# "#pragma D attributes A translator" and "#pragma D binding V translator"
# name the keyword: no global has that name, so the pragma waits
# (dt_pragma_attributes( ), dt_pragma_binding( )) and the next translator
# declaration takes every one pending (dt_xlator_create( ) runs
# dt_pragma_apply( )). Only one with no translator after it is unused
# (D_PRAGMA_UNUSED). sonda called each of them unused.
decl='struct in { int x; }; struct out { int a; };'
xl='translator struct out < struct in *P > { a = P->x; };'
use='struct in gin[1]; BEGIN { trace(xlate<struct out *>(&gin[0])->a); }'
for p in 'attributes Evolving/Evolving/ISA' 'binding "1.0"'; do
	printf '%s\n#pragma D %s translator\n%s\n%s\n' "$decl" "$p" "$xl" "$use" > "$SONDA_TEST_TMP/p.d"
	"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/p.d" 2>&1
	echo "status $?"
	# two pending, one translator
	printf '%s\n#pragma D %s translator\n#pragma D %s translator\n%s\n%s\n' \
		"$decl" "$p" "$p" "$xl" "$use" > "$SONDA_TEST_TMP/p.d"
	"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/p.d" 2>&1
	echo "status $?"
	# after the last translator
	printf '%s\n%s\n#pragma D %s translator\n%s\n' "$decl" "$xl" "$p" "$use" > "$SONDA_TEST_TMP/p.d"
	"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/p.d" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
