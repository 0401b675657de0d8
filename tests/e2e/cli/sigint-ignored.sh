# @@timeout: 40
# A SIGINT sonda was started with ignored stays ignored, as dtrace(1)
# leaves it (cmd/dtrace.c installs its handler only over a handler that is
# not SIG_IGN): a job a script starts with `&` ignores SIGINT, so a
# SIGINT sent to it changes nothing; the SIGTERM after it stops tracing.
# Expected: still running after the SIGINT, END's output, exit status 0.
out=$SONDA_TEST_TMP/stdout
(trap '' INT; exec env --default-signal=TERM "$SONDA" -q -n '
    tick-10ms /n++ == 1/ { printf("started\n"); }
    END { printf("end\n"); }' >"$out") &
pid=$!
for _ in $(seq 200); do
	grep -q started "$out" 2>/dev/null && break
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.1
done
kill -INT "$pid"
sleep 1
kill -0 "$pid" 2>/dev/null && echo "running after SIGINT"
kill -TERM "$pid"
wait "$pid"
rc=$?
cat "$out"
exit "$rc"
