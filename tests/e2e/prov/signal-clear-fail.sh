# proc:::signal-clear fires on every rt_sigtimedwait(2) return that is not 0,
# as DTrace for Linux's trampoline (dt_prov_proc.c) leaves the probe unless
# its arg0 is greater than 0 as an unsigned number: a timeout (-EAGAIN) fires
# it with args[0] -11, as a signal taken does with the signal (the return
# value in arg0 and arg1, as the syscall's return trampoline leaves them).
cat > "$SONDA_TEST_TMP/w.py" <<'W'
import os, signal
signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR1])
signal.sigtimedwait([signal.SIGUSR1], 0.01)
os.kill(os.getpid(), signal.SIGUSR1)
signal.sigtimedwait([signal.SIGUSR1], 5)
W
"$SONDA" -qn '
proc:::signal-clear /pid == $target/
{
	printf("signal-clear %d %d %d errno %d\n", args[0], (int)arg0, (int)arg1, errno);
}
' -c "python3 $SONDA_TEST_TMP/w.py"
