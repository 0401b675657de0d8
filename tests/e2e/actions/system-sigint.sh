# @@timeout: 40
# SIGINT while the consumer is busy running system() commands stops
# tracing: system(3) ignores SIGINT while its command runs, and making a
# signal ignored discards it if pending, so one that came before (sonda
# blocks it and reads it from a signalfd) was lost and sonda went on for
# ever; DTrace's handler sees it as it comes.
out=$SONDA_TEST_TMP/stdout
env --default-signal=INT,TERM "$SONDA" -wq -n '
    tick-10ms /n++ < 300/ { system("sleep 0.02"); }
    tick-10ms /n == 2/ { printf("started\n"); }
    END { printf("end\n"); }' >"$out" 2>/dev/null &
pid=$!
for _ in $(seq 200); do
	grep -q started "$out" 2>/dev/null && break
	sleep 0.05
done
sleep 0.3
kill -INT "$pid"
for _ in $(seq 150); do
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.1
done
if kill -0 "$pid" 2>/dev/null; then
	echo "still running 15 s after SIGINT"
	kill -KILL "$pid"
fi
wait "$pid"
echo "status $?"
cat "$out"
