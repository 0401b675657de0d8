# -x pprof to a path that cannot be written: one line, exit 1, before
# tracing starts (BEGIN never runs, nothing is left attached or written).
out=$("$SONDA" -x pprof=/nonexistent/dir/p.pb.gz -n 'BEGIN { @[stack()] = count(); printf("traced\n"); exit(0); }' 2>"$SONDA_TEST_TMP/err")
rc=$?
echo "status $rc"
echo "stdout: [$out]"
sed "/matched/d" "$SONDA_TEST_TMP/err"
