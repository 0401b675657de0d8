# issue 16: the per-interval top list `printa(@); trunc(@);` on a timer
# while the system-call probes fire as fast as a busy workload (find over
# /usr, in a loop) makes them. trunc() once restarted its walk of the map
# after every delete, the probes re-inserted keys as fast as it deleted
# them, and sonda spun forever, deaf to ^C. Now SIGINT and SIGTERM end
# the run within 2 s: END has run and printed, and the process is gone
# (its probes detached: the system-call probes are two attachments). The
# time it took goes to stderr.
# @@timeout: 90
# @@serial
tmp=$SONDA_TEST_TMP

alive() {
	local s
	s=$(awk '/^State:/ { print $2 }' "/proc/$1/status" 2>/dev/null)
	[ -n "$s" ] && [ "$s" != Z ]
}
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
# waits until command "$2..." succeeds or $1 ms have passed
within() {
	local t0 ms=$1
	shift
	t0=$(now_ms)
	until "$@"; do
		[ $(( $(now_ms) - t0 )) -ge "$ms" ] && return 1
		sleep 0.05
	done
}

# The workload: find over /usr again and again, for 40 s at most.
busy() {
	: > "$tmp/busy"
	( end=$((SECONDS + 40))
	  while [ -e "$tmp/busy" ] && [ $SECONDS -lt $end ]; do find /usr > /dev/null 2>&1; done ) 2> /dev/null &
	busy_pid=$!
}
unbusy() {
	rm -f "$tmp/busy"
	pkill -KILL -P "$busy_pid" 2>/dev/null
	wait "$busy_pid" 2>/dev/null
}

ended() { grep -q '^end$' "$1"; }
intervals() { [ "$(grep -c '^$' "$1")" -ge 2 ] || ! alive "$2"; }
gone() { ! alive "$1"; }

run() {
	local sig=$1 out=$tmp/$1.out pid t0
	busy
	env --default-signal=INT "$SONDA" -qn 'syscall:::entry { @[execname, probefunc] = count(); }
		tick-1s { printa(@); trunc(@); }
		END { printf("end\n"); }' > "$out" 2> "$tmp/$sig.err" &
	pid=$!
	# two intervals printed: the probes are live and trunc() ran under them
	within 20000 intervals "$out" $pid
	sleep 1.5
	kill -"$sig" $pid
	t0=$(now_ms)
	within 2000 ended "$out" || echo "SIG$sig: END not run 2 s after the signal"
	if ! within 2000 gone $pid; then
		echo "SIG$sig: still running 2 s after the signal"
		within 20000 gone $pid || kill -KILL $pid
	fi
	echo "SIG$sig: exited $(( $(now_ms) - t0 )) ms after the signal" >&2
	wait $pid
	echo "SIG$sig: exit status $?"
	unbusy
	grep -q '^  find  *[a-z_0-9]*  *[0-9][0-9]*$' "$out" && echo "SIG$sig: find counted"
	cat "$tmp/$sig.err" >&2
}
run INT
run TERM
exit 0
