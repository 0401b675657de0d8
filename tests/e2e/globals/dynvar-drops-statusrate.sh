# While tracing, dynamic variable drops are told when DTrace reads its
# status: dtrace_status() (dt_work.c) reads it at the first dtrace_work()
# and then once a statusrate (1s by default), not at each read of the
# buffers; once tracing stops, dtrace_work() reads it after the last
# records. 64 bytes of dynvarsize hold three elements here (a 16-byte
# tuple and an int each), so 37 of the 40 stores drop; with a statusrate
# of 5s they are told in one line at the end, after the records a clause
# printed at every firing (which wake the consumer each time).
taskset -c 0 timeout 60 "$SONDA" -q -x dynvarsize=64 -x statusrate=5s -n '
int i;
tick-10ms /i < 40/ { printf("%d\n", i); }
tick-10ms /i < 40/ { a[i++] = 1; }
tick-10ms /i >= 40/ { exit(0); }' 2>&1 | sed -n '1p;40,$p'
echo "exit ${PIPESTATUS[0]}"
