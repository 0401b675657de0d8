# After freopen("file") a system() command writes into that file, between
# the output before and after it: DTrace's dtrace_freopen( ) reopens the
# stdout stream itself (freopen(3) on fd 1), which the command inherits;
# freopen("") brings both back (reopened in append mode, so the shell's
# "--" lands over "c" and "again" in the harness's regular file, as with
# DTrace: freopen-restore-file.sh)
f="$SONDA_TEST_TMP/out.txt"
"$SONDA" -wq -n "BEGIN { freopen(\"$f\"); printf(\"a\\n\"); system(\"echo from-system\");
	printf(\"b\\n\"); freopen(\"\"); printf(\"c\\n\"); system(\"echo again\"); exit(0); }"
echo "--"
cat "$f"
