# @@serial (another tracer's events: the test holds some itself)
# A system call's own probe runs before the proc probes that ride it, also
# while another tracer holds the kernel's syscalls events open (which makes
# the kernel run their perf callbacks first): DTrace for Linux's exec,
# exec-success, exec-failure and signal-clear are dependents of
# syscall::execve:entry/return, execveat's and rt_sigtimedwait:return
# (dt_prov_proc.c enable( )), whose clauses dt_cg_tramp_epilogue( ) runs
# before its dependents'. The proc clauses come first in the program, and
# the run is made through raw_syscalls's dispatcher and with a perf event
# per probe (SONDA_NO_RAW_SYSCALLS). The holder is a second tracer with a
# perf event per syscall probe, started first.
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import os, signal
signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR1])
signal.sigtimedwait([signal.SIGUSR1], 0.01)
os.kill(os.getpid(), signal.SIGUSR1)
signal.sigtimedwait([signal.SIGUSR1], 5)
try:
	os.execv("/nonexistent/x", ["x"])
except OSError:
	pass
fd = os.open("/bin/true", os.O_RDONLY)
os.execve(fd, ["true"], {})
W
. "$SONDA_ROOT/tests/lib/ready.sh"
hold_syscalls 'syscall::execve:entry, syscall::execve:return,
syscall::execveat:entry, syscall::execveat:return,
syscall::rt_sigtimedwait:return'
prog='
proc:::exec /pid == $target/ { printf("proc:::exec %s\n", args[0]); }
proc:::exec-success /pid == $target/ { printf("proc:::exec-success %s\n", execname); }
proc:::exec-failure /pid == $target/ { printf("proc:::exec-failure %d errno %d\n", args[0], errno); }
proc:::signal-clear /pid == $target/ { printf("proc:::signal-clear %d errno %d\n", args[0], errno); }
syscall::execve*:entry /pid == $target/ { printf("%s:entry\n", probefunc); }
syscall::execve*:return /pid == $target/ { printf("%s:return %d\n", probefunc, (int)arg1); }
syscall::rt_sigtimedwait:return /pid == $target/ { printf("rt_sigtimedwait:return %d\n", (int)arg1); }
'
for raw in "" 1; do
	echo "-- SONDA_NO_RAW_SYSCALLS=$raw"
	SONDA_NO_RAW_SYSCALLS=$raw "$SONDA" -qn "$prog" \
		-c "python3 $SONDA_TEST_TMP/w.py"
done
release_syscalls
