# raise(SIGINT) and raise(SIGTERM) in END: END runs in dtrace(1) itself
# (dt_work.c's END_probe( )), so its intr( ) counts both before END's
# records are read: the second makes g_impatient, chew( ) aborts every
# record left (END's printf( ) and exit( ), and after an exit( ) in BEGIN,
# BEGIN's too, as dtrace_status( ) fires END before reading anything), no
# aggregation is printed, only main( )'s final "\n" (chew( ) clears
# g_newline as it aborts); the signals never kill it.
"$SONDA" -wq -n 'BEGIN { @a = count(); printf("begin\n"); exit(5); }
END { raise(2); exit(0); printf("end\n"); raise(15); }' >out.$$
echo "rc $?" >>out.$$
od -c out.$$
"$SONDA" -wq -n 'BEGIN { @a = count(); printf("begin\n"); }
tick-1ms { exit(3); }
END { raise(15); printf("end\n"); raise(2); exit(0); }' >out.$$
echo "rc $?" >>out.$$
od -c out.$$
rm -f out.$$
# the same signal twice is one (a pending signal is not queued again):
# the aggregation and END's records are printed, and g_newline after them
"$SONDA" -wq -n 'BEGIN { @a = count(); exit(4); }
END { raise(15); printf("end\n"); raise(15); }'
echo "rc $?"
