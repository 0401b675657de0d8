# @@timeout: 40
# Start sonda in the background, wait until it printed, send SIGINT.
# Expected: tracing stops, a newline is written, END runs, the final newline
# and the aggregation follow, and the exit status is 0. The count varies.
out=$SONDA_TEST_TMP/stdout
env --default-signal=INT,TERM "$SONDA" -q -n '
    tick-10ms { n++; }
    tick-10ms /n == 1/ { printf("started\n"); }
    tick-10ms { @ = count(); }
    END { printf("end\n"); }' >"$out" &
pid=$!
for _ in $(seq 200); do
	grep -q started "$out" 2>/dev/null && break
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.1
done
kill -INT "$pid"
wait "$pid"
rc=$?
sed -E 's/^ +[0-9]+$/COUNT/' "$out"
exit "$rc"
