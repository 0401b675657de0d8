# The raw arguments of proc probes as DTrace for Linux's trampolines leave
# them (dt_prov_proc.c): signal-send and signal-discard have the target
# task in arg0, signal-send the signal in arg1 (args[2] is arg1) and its
# pid type in arg2 (kill(2) of a process: PIDTYPE_TGID, 1), signal-discard
# 1 in arg1 (its trampoline stores the register holding the result it has
# just tested, TRACE_SIGNAL_IGNORED, where the signal was meant) and still
# the task in arg2; create has the child in arg0 and
# arg1; exec-failure the negative errno in arg0 and arg1; start and
# lwp-start -1 in arg0 (DTrace's fbt return trampolines' return offset).
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
sh -c 'trap : USR2; kill -USR2 $$'
sh -c 'trap "" USR1; kill -USR1 $$'
/nonexistent/prog 2>/dev/null
exit 0
W
"$SONDA" -qn '
proc:::signal-send /args[1]->pr_ppid == $target/
{
	printf("send %d %d task %d type %d\n", args[2], arg1,
	    arg0 == (uint64_t)curthread, arg2);
}
proc:::signal-discard /args[1]->pr_ppid == $target/
{
	printf("discard %d %d task %d\n", args[2], arg1, arg2 == arg0 &&
	    arg0 == (uint64_t)curthread);
}
proc:::create /pid == $target/
{
	printf("create %d %d\n", arg1 == arg0, args[0]->pr_ppid == pid);
}
proc:::exec-failure /ppid == $target/
{
	printf("exec-failure %d %d %d\n", args[0], arg0, arg1);
}
proc:::start, proc:::lwp-start /ppid == $target/
{
	printf("%s %d\n", probename, arg0);
}
' -c "sh $SONDA_TEST_TMP/w.sh" | grep . | sort
