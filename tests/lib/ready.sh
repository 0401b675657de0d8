# tests/lib/ready.sh - sourced by the tests that start a sonda in the
# background and go on once it traces (its program prints "ready" in
# BEGIN), among them those that hold the syscalls events open with a
# second tracer first.

# wait_ready PID FILE...: waits up to 60 s for "ready" in one of the
# FILEs while process PID lives. 0 when it came, else 1.
wait_ready() {
	local pid=$1 i=0
	shift
	until grep -q ready "$@" 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt 600 ] || ! kill -0 "$pid" 2>/dev/null; then
			return 1
		fi
		sleep 0.1
	done
}

# hold_syscalls DESCRIPTIONS: starts another tracer, pid $holder, that
# holds the syscalls events of the probes DESCRIPTIONS (syscall probe
# descriptions, ','-separated) open: a sonda with a perf event per probe
# (SONDA_NO_RAW_SYSCALLS=1), its output in $SONDA_TEST_TMP/held. Returns
# once it traces; when it does not start, the test ends with status 1.
hold_syscalls() {
	SONDA_NO_RAW_SYSCALLS=1 "$SONDA" -q -o "$SONDA_TEST_TMP/held" -n "
$1 { }
BEGIN { printf(\"ready\n\"); }" &
	holder=$!
	if ! wait_ready $holder "$SONDA_TEST_TMP/held"; then
		echo "the holder did not start" >&2
		kill $holder 2>/dev/null
		exit 1
	fi
}

# release_syscalls: ends the tracer hold_syscalls started.
release_syscalls() {
	kill $holder
	wait $holder
}
