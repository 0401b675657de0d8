# raise() signals the current process, not only its thread, as DTrace's
# dt_cg_act_raise() calls bpf_send_signal(): a thread that blocks SIGUSR1
# does not keep it pending to itself; the main thread takes it, and its
# default action ends the process before it prints "survived" (the probe
# fires in the worker thread only: tid != pid).
py="$SONDA_TEST_TMP/raise-process.py"
cat >"$py" <<'PY'
import os, signal, threading, time
def worker():
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGUSR1})
    os.getppid()
    time.sleep(0.5)
t = threading.Thread(target=worker)
t.start()
t.join()
print("survived", flush=True)
PY
"$SONDA" -qw -n 'syscall::getppid:entry /pid == $target && tid != pid/ { raise(10); }' \
	-c "python3 $py"
echo "rc $?"
