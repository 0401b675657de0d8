# @@timeout: 60
# The -c process's exit ends tracing while a clause faults at every firing
# of a busy probe: the consumer looks for a target's exit as for a signal
# between records, and reads the records left once the probes are
# stopped (it ran on until the flood paused, never noticing the exit).
# Expected: END runs and sonda exits with status 0 well within 15 s.
"$SONDA_TRIGGERS/getppid" 1000000000 & t1=$!
"$SONDA_TRIGGERS/getppid" 1000000000 & t2=$!
timeout 15 "$SONDA" -q -n 'syscall::getppid:entry /execname == "getppid"/ {
	trace(*(int *)0); }
    END { printf("end\n"); }' -c "$SONDA_TRIGGERS/getppid 1 500000" \
    2>"$SONDA_TEST_TMP/stderr"
echo "status $?"
kill "$t1" "$t2"
grep -q 'invalid address (0x0)' "$SONDA_TEST_TMP/stderr" && echo "faults reported"
