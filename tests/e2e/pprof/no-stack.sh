# -x pprof with no aggregation keyed by a stack: a warning before tracing,
# tracing as usual, exit 0, and no file (an empty profile would only hide
# the mistake).
prof=$SONDA_TEST_TMP/none.pb.gz
"$SONDA" -x pprof="$prof" -qn 'BEGIN { @[execname] = count(); printf("traced\n"); exit(0); }' \
	2>"$SONDA_TEST_TMP/err" >/dev/null
echo "status $?"
sed "/matched/d; s|$prof|FILE|" "$SONDA_TEST_TMP/err"
test -e "$prof" && echo "file written" || echo "no file"
