# Only a freopen() whose format is "" brings the output back (DTrace's
# dtrace_freopen() tells it by the format, which the compiler made its
# "." sentinel); a format that renders empty (freopen("%s", "")) names the
# file "", which cannot be opened: an error, and the output stays. ("d",
# printed after freopen(""), is at the end of the harness's stdout file,
# where "-- stderr" overwrites it, as with DTrace: freopen-restore-file.sh.)
f="$SONDA_TEST_TMP/fe.txt"
rm -f "$f"
"$SONDA" -wq -n "BEGIN { freopen(\"%s\", \"\"); printf(\"a\\n\");
freopen(\"$f\"); printf(\"b\\n\"); freopen(\"%s\", \"\"); printf(\"c\\n\");
freopen(\"\"); printf(\"d\\n\"); exit(0); }" 2>"$SONDA_TEST_TMP/fe.err"
echo "-- stderr"
cat "$SONDA_TEST_TMP/fe.err"
echo "-- file"
cat "$f"
