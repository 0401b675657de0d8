# @@timeout: 60
# Nothing is left listening once sonda is done: neither after exit() in
# the script nor after SIGINT or SIGTERM; while it traced, the port was
# served.
. "$SONDA_TEST_DIR/lib/common.sh"
trap '[ -n "$PID" ] && kill "$PID" 2>/dev/null; wait' EXIT
check() {
	echo "while tracing: $(python3 "$LIB/listening.py" "$PORT" | tr '\n' ' ')"
	echo "/metrics: $(get /metrics "$TOKEN" | head -1)"
}

echo "== exit() in the script"
start_sonda -x http=0 -qn 'int n;
	tick-10ms /n++ == 0/ { printf("started\n"); }
	tick-10ms { @n = count(); }
	syscall::getppid:entry /execname == "sonda-exit-now"/ { exit(0); }'
check
# a process named so calls getppid(): the script ends
python3 -c 'import ctypes, os
ctypes.CDLL(None).prctl(15, b"sonda-exit-now", 0, 0, 0)
os.getppid()'
wait "$PID"
echo "sonda exit status $?"
PID=
echo "after exit: $(python3 "$LIB/listening.py" "$PORT" | tr '\n' ' ')"

for sig in INT TERM; do
	echo "== SIG$sig"
	start_sonda -x http=0 -qn 'int n; tick-10ms /n++ == 0/ { printf("started\n"); }'
	check
	kill -"$sig" "$PID"
	wait "$PID"
	echo "sonda exit status $?"
	PID=
	echo "after SIG$sig: $(python3 "$LIB/listening.py" "$PORT" | tr '\n' ' ')"
done
