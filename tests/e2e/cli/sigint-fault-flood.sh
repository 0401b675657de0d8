# @@timeout: 60
# A clause that faults at every firing of a probe that fires without a
# pause fills the ring buffer with error records as fast as the consumer
# prints them; SIGINT must still stop tracing, as DTrace's consumer looks
# for it between buffers. sonda checked for a pending signal only after
# the records of actions, never after a fault's, and ran on (DTrace's
# demo rwinfo.d reads i[probefunc].ts of a struct array element not yet
# made at every write:return on the machine). Expected: sonda stops
# within 10 s of SIGINT, with status 0.
err=$SONDA_TEST_TMP/stderr
"$SONDA_TRIGGERS/getppid" 1000000000 & t1=$!
"$SONDA_TRIGGERS/getppid" 1000000000 & t2=$!
env --default-signal=INT,TERM "$SONDA" -q -n 'syscall::getppid:entry
    /execname == "getppid"/ { trace(*(int *)0); }' >/dev/null 2>"$err" &
pid=$!
for _ in $(seq 200); do
	grep -q 'invalid address' "$err" 2>/dev/null && break
	sleep 0.1
done
sleep 1
kill -INT "$pid"
for _ in $(seq 40); do
	kill -0 "$pid" 2>/dev/null || break
	sleep 0.25
done
if kill -0 "$pid" 2>/dev/null; then
	echo "still tracing 10 s after SIGINT"
	kill -KILL "$pid"
fi
kill "$t1" "$t2"
wait "$pid"
echo "status $?"
grep -q 'invalid address (0x0)' "$err" && echo "faults reported"
