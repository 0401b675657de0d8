# @@timeout: 60
# A write that fails while tracing (a pipe whose reader has gone, SIGPIPE
# ignored) ends the run at once, as the failed write makes dtrace_work( )
# fail (dt_printf( ) sets its errno) and dtrace(1) dfatal( )s "processing
# aborted: Broken pipe" (cmd/dtrace.c): END does not fire and the status
# is 1; sonda kept tracing until a signal.
trap '' PIPE
err=$SONDA_TEST_TMP/err
{ timeout 20 taskset -c 0 "$SONDA" -qn 'tick-1ms { printf("%d\n", 1); } END { printf("end\n"); }' 2>"$err"
  echo "status $?" >"$SONDA_TEST_TMP/status"; } | head -n 1
cat "$SONDA_TEST_TMP/status" "$err"
