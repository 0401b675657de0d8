# A freopen( ) that cannot open its file reports it at once, before the
# output still waiting to be written: DTrace's dtrace_freopen( )
# (dt_printf.c) fails at its fopen( ), before anything flushes stdout (its
# freopen(3) of the stream would), and the message goes to stderr, which
# is not buffered. With both in one file, "a" comes after the message
# (dtrace-ref's order); -o keeps its own stream.
o="$SONDA_TEST_TMP/out"
"$SONDA" -wq -n 'BEGIN { printf("a\n"); freopen("/nonexistent/dir/x");
    printf("b\n"); freopen(""); printf("c\n"); exit(0); }' > "$o" 2>&1
echo "rc=$?"
cat "$o"
