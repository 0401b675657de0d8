# freopen() of a file that cannot be opened: DTrace's dtrace_freopen( )
# reports it through dt_handle_liberr( ) (clause and probe named) and the
# output stays where it was
exec 2>&1
"$SONDA" -wq -n 'BEGIN { freopen("/nonexistent/dir/f"); printf("still here\n"); exit(0); }'
echo "rc $?"
