# dtrace(1) compiles its programs one after the other, and dt_compile( )
# checks a program's last operand is referenced (D_MACRO_UNUSED) once the
# program is parsed: after the errors of its declarations and pragmas
# (found as it parses) and its unused pragmas, before its clauses'; a later
# program's errors come after an earlier program's clause errors.
cd "$SONDA_TEST_TMP"
printf '#pragma D attributes Stable/Stable/Common nosuch\nBEGIN { exit(0); }\n' > a.d
printf 'int x;\nchar x;\nBEGIN { exit(0); }\n' > b.d
printf '#pragma D binding "1.0" timestamp\nBEGIN { exit(0); }\n' > c.d
printf 'BEGIN { x = *1; }\n' > d.d
for f in a b c d; do
	"$SONDA" -x errtags -e -s $f.d extra 2>&1
	echo "rc $?"
done
"$SONDA" -x errtags -e -n 'BEGIN { x = *1; trace($1); }' -n 'BEGIN { }' extra 2>&1
echo "rc $?"
"$SONDA" -x errtags -e -n 'BEGIN { x = *1; }' -n '' 2>&1
echo "rc $?"
"$SONDA" -x errtags -e -n 'BEGIN { trace($1); }' -n '' extra 2>&1
echo "rc $?"
# an error dt_node_offsetof( ) raises as the clause is parsed comes first too
"$SONDA" -x errtags -e -n 'BEGIN { x = offsetof(int, a); }' extra 2>&1
echo "rc $?"
