# While tracing, dynamic variable drops are told when DTrace reads its
# status: dtrace_status() (dt_work.c) reads it at the first dtrace_work()
# and then once a statusrate (1s by default), not at each read of the
# buffers; once tracing stops, dtrace_work() reads it after the last
# records. 64 bytes of dynvarsize hold three elements here (a 16-byte
# tuple and an int each), so 37 of the 40 stores drop; with a statusrate
# of 5s they are told in one line at the end, after the records a clause
# printed at every firing (which wake the consumer each time), but before
# END's: dtrace_status( ) sees the exit( ) as it reads the status, then
# fires END (dtrace_stop( )), and the next read tells END's drops.
# Stopped by a signal instead, tracing stops first (cmd/dtrace.c), and the
# drops are told after END's records.
taskset -c 0 timeout 60 "$SONDA" -q -x dynvarsize=64 -x statusrate=5s -n '
int i;
tick-10ms /i < 40/ { printf("%d\n", i); }
tick-10ms /i < 40/ { a[i++] = 1; }
tick-10ms /i >= 40/ { exit(0); }
END { printf("end\n"); }
END { a[100] = 1; }' 2>&1 | sed -n '1p;40,$p'
echo "exit ${PIPESTATUS[0]}"
taskset -c 0 timeout --preserve-status -s INT 1 "$SONDA" -q -x dynvarsize=64 \
	-x statusrate=5s -n '
int i;
tick-10ms { a[i++] = 1; }
END { printf("end %d\n", i > 3); }' 2>&1 | sed 's/[0-9]* dynamic/N dynamic/'
echo "exit ${PIPESTATUS[0]}"
