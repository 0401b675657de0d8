# proc: a thread's lwp-create and create (in the creator, arg0 = arg1 = the
# new task: DTrace's both ride sched_process_fork with no condition),
# lwp-start and lwp-exit (in the thread), and exit of the process. The
# thread's kernel exit may come after join() returned, so after the
# process's exit probe: the lines are compared sorted.
PY=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || { echo "no python3" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import threading
t = threading.Thread(target=lambda: None)
t.start()
t.join()
W
"$SONDA" -qn '
proc:::lwp-create /pid == $target && arg0 != 0 && arg0 == arg1/ { printf("lwp-create\n"); }
proc:::create /pid == $target/ { printf("create\n"); }
proc:::lwp-start /pid == $target/ { printf("lwp-start %s\n", tid != pid ? "thread" : "main"); }
proc:::lwp-exit /pid == $target && tid != pid/ { printf("lwp-exit\n"); }
proc:::exit /pid == $target/ { printf("exit\n"); }
' -c "$PY $SONDA_TEST_TMP/w.py" | sort
