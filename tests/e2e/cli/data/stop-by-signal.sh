# Sourced by sigint.sh and sigterm.sh with SIG set (INT or TERM): starts
# sonda in the background, waits until it printed, sends SIG; prints
# the output with the count masked and exits with sonda's status.
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
kill -"$SIG" "$pid"
wait "$pid"
rc=$?
sed -E 's/^ +[0-9]+$/COUNT/' "$out"
exit "$rc"
