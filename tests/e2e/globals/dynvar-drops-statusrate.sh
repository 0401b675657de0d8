# @@timeout: 90
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
# The signal is sent once BEGIN's line is out: one that comes before
# tracing is under way stops it before END can fire (cmd/dtrace.c: g_intr
# set as dtrace_go( ) returns), which a loaded machine's slow start made of
# a fixed 1 s timeout.
out=$SONDA_TEST_TMP/out
taskset -c 0 env --default-signal=INT,TERM "$SONDA" -q -x dynvarsize=64 \
	-x statusrate=5s -n '
int i;
BEGIN { printf("go\n"); }
tick-10ms { a[i++] = 1; }
END { printf("end %d\n", i > 3); }' >"$out" 2>&1 &
pid=$!
for _ in $(seq 600); do
	grep -q go "$out" 2>/dev/null && break
	sleep 0.1
done
sleep 1
kill -INT "$pid"
wait "$pid"
st=$?
sed '1d;s/[0-9]* dynamic/N dynamic/' "$out"
echo "exit $st"
