# proc: signal-send (args[2] = signal, arg1 as DTrace) for a signal that reaches its target,
# signal-discard (and no signal-send) for an ignored one (arg1 1, as DTrace's
# trampoline stores the result it tested there),
# signal-handle (arg0 = signal) for a caught one, start and lwp-start in a
# new child (both fire for every new task, as DTrace's, in the order their
# clauses enable them).
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
trap '' USR1
kill -USR1 $$
trap 'true' USR2
kill -USR2 $$
/bin/true
exit 0
W
"$SONDA" -qn '
proc:::signal-send /pid == $target && args[2] != 17/ { printf("signal-send %d\n", args[2]); }
proc:::signal-discard /pid == $target && args[1]->pr_pid == $target/ { printf("signal-discard %d\n", arg1); }
proc:::signal-handle /pid == $target && arg0 != 17/ { printf("signal-handle %d\n", arg0); }
proc:::start /ppid == $target/ { printf("start\n"); }
proc:::lwp-start /ppid == $target/ { printf("lwp-start\n"); }
' -c "sh $SONDA_TEST_TMP/w.sh"
