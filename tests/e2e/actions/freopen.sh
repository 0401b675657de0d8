# freopen() sends later output to a file (appending); freopen("") brings it
# back, reopened in append mode (freopen-restore-file.sh): the harness's
# stdout is a regular file, and the shell's "--" lands over "to stdout" as
# with DTrace
f="$SONDA_TEST_TMP/out.txt"
rm -f "$f"
"$SONDA" -wq -n "BEGIN { freopen(\"$f\"); printf(\"to the file\\n\"); freopen(\"\"); printf(\"to stdout\\n\"); exit(0); }"
echo "--"
cat "$f"
