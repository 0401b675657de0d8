# The raw arguments of proc:::exit and lwp-exit as DTrace for Linux's
# trampolines leave those of their raw tracepoint, sched_process_exit (task,
# group_dead): lwp-exit has the exiting task in arg0, exit CLD_EXITED there
# (dt_prov_proc.c), and both group_dead in arg1: 0 for a thread that exits
# while its process lives on, 1 for the last one. A python3 process that
# starts a thread and waits until the kernel has let it go, then exits.
case $(uname -r) in
[1-5].*|6.[0-9].*|6.1[0-2].*)
	echo "sched_process_exit has no group_dead before Linux 6.13" >&2; exit 77 ;;
esac
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import os, threading, time
t = threading.Thread(target=lambda: None)
t.start()
t.join()
while len(os.listdir("/proc/self/task")) > 1:	# gone from the kernel too
    time.sleep(0.01)
W
"$SONDA" -qn '
proc:::lwp-exit /pid == $target/
{
	printf("lwp-exit %s task %d group_dead %d\n", tid == pid ? "leader" : "thread",
	    arg0 == (uint64_t)curthread, arg1);
}
proc:::exit /pid == $target/ { printf("exit %d group_dead %d\n", arg0, arg1); }
' -c "python3 $SONDA_TEST_TMP/w.py" | grep . | sort
