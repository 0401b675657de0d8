# proc:::signal-send's arg2 is the pid type DTrace for Linux's takes from
# complete_signal( )'s third argument (dt_prov_proc.c: its trampoline only
# swaps arg0 and arg1): PIDTYPE_PID (0) for a signal to a thread
# (pidfd_send_signal(2) with PIDFD_SIGNAL_THREAD), PIDTYPE_TGID (1) for
# kill(2) of a process, PIDTYPE_PGID (2) for kill(2) of a process group
# (pid 0 and -pgid) and pidfd_send_signal(2) with
# PIDFD_SIGNAL_PROCESS_GROUP, PIDTYPE_MAX (4) for kill(-1, sig). Each
# sender runs in a session of its own; kill(-1) runs as nobody, with a
# signal other processes ignore, so that it reaches few others.
setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null ||
	{ echo "cannot switch to uid 65534" >&2; exit 77; }
cat > "$SONDA_TEST_TMP/w.sh" <<'W'
setsid sh -c 'trap : USR1; kill -USR1 0; true'
setsid sh -c 'trap : USR2; kill -USR2 -$$; true'
sh -c 'trap : HUP; kill -HUP $$'
setsid setpriv --reuid=65534 --regid=65534 --clear-groups /bin/sh -c 'trap : WINCH; /bin/sh -c "kill -WINCH -1"; true'
setsid sh -c 'trap : USR1; python3 -c "import os, signal; signal.signal(signal.SIGUSR1, signal.SIG_IGN); signal.pidfd_send_signal(os.pidfd_open(os.getppid()), signal.SIGUSR1, None, 4)"; true'
sh -c 'trap : USR2; python3 -c "import os, signal; signal.pidfd_send_signal(os.pidfd_open(os.getppid()), signal.SIGUSR2, None, 1)"; true'
sh -c 'trap : USR2; python3 -c "import os, signal; signal.pidfd_send_signal(os.pidfd_open(os.getppid()), signal.SIGUSR2, None, 0)"; true'
exit 0
W
"$SONDA" -qn '
proc:::signal-send /args[1]->pr_ppid == $target && args[2] != 17/
{
	printf("send %d type %d\n", args[2], arg2);
}
' -c "sh $SONDA_TEST_TMP/w.sh"
