# @@timeout: 120
# Clients that try to stall sonda's server: one that connects and says
# nothing, one that sends a 1 MiB request head (431), a crowd of 100 silent
# connections (more than the 32 slots: the oldest silent ones make room),
# one that asks for a large answer and never reads it, one that sends
# half a request and stops, one that reads its answer slowly. After each,
# a polite request is answered; sonda closes the silent and the half
# request itself; and tracing never stalls: the script's count grows
# between two polite requests while the last two are connected, and its
# once-every-10ms output keeps coming while the hostile clients are.
. "$SONDA_TEST_DIR/lib/common.sh"
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; wait' EXIT

start_sonda -x http=0 -qn 'int done;
	tick-10ms { @ticks["t"] = count(); @st[stack()] = count(); printf("tick\n"); }
	tick-10ms /!done/ { done = 1; printf("started\n"); }'
before=$(grep -c tick "$T/out")
python3 "$LIB/hostile.py" "$PORT" "$TOKEN" || fail "hostile.py failed"
after=$(grep -c tick "$T/out")
[ "$after" -gt "$before" ] && echo "tracing went on meanwhile" || echo "tracing stalled: $before, $after"
kill -INT "$PID"
wait "$PID"
echo "sonda exit status $?"
