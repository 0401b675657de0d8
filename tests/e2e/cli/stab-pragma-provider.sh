# #pragma D attributes A provider P part changes provider P's attributes,
# as DTrace's dt_pragma_attributes() does: the clause's probe description
# attributes (-v's report), probename's attributes (the statement's), and
# so -x amin's verdict.
cat > "$SONDA_TEST_TMP/p.d" <<'D'
#pragma D attributes Internal/Evolving/CPU provider proc name
#pragma D attributes Private/Unstable/Group provider proc args
proc:::exit
{
	trace(probename);
}
D
"$SONDA" -v -e -s "$SONDA_TEST_TMP/p.d" | sed "s|$SONDA_TEST_TMP/||"
# dtrace's name made Unstable: BEGIN, END and ERROR are no longer an
# unstable set for an empty name field; the newest, ERROR, represents them
cat > "$SONDA_TEST_TMP/q.d" <<'D'
#pragma D attributes Unstable/Unstable/Common provider dtrace name
dtrace::: { }
D
"$SONDA" -v -e -s "$SONDA_TEST_TMP/q.d" | sed -n '/^dtrace/,$p'
"$SONDA" -x errtags -x amin=Evolving -e -s "$SONDA_TEST_TMP/p.d" 2>&1 |
	sed "s|$SONDA_TEST_TMP/||"
