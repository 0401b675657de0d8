# A thread that execs while its leader lives: the kernel kills the leader
# (de_thread( ): SIGKILL), whose sched_process_exit in its own context
# (tid == pid) fires proc:::exit (DTrace's trampoline tests only that the
# exiting thread leads its group, dt_prov_proc.c) with CLD_EXITED, and
# lwp-exit, before the exec succeeds in the thread, which takes over the
# process id; the new program's own exit follows.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import threading, os, time
t = threading.Thread(target=lambda: os.execv("/bin/true", ["true"]))
t.start()
time.sleep(5)
W
"$SONDA" -qn '
proc:::exec /pid == $target/ { printf("exec %s %s\n", basename(args[0]), tid == pid ? "leader" : "thread"); }
sdt:signal::signal_deliver /pid == $target/ { printf("deliver %d %s\n", args[0], tid == pid ? "leader" : "thread"); }
proc:::exit /pid == $target/ { printf("exit %d %s %s\n", args[0], execname, tid == pid ? "leader" : "thread"); }
proc:::lwp-exit /pid == $target/ { printf("lwp-exit %s %s\n", execname, tid == pid ? "leader" : "thread"); }
proc:::exec-success /pid == $target/ { printf("exec-success %s %s\n", execname, tid == pid ? "leader" : "thread"); }
' -c "$PY $SONDA_TEST_TMP/w.py" | sed "s/ $(basename "$PY") / python /"
