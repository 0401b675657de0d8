# proc:::exit fires when the thread-group leader exits, as in DTrace for
# Linux (which tests pid == tgid at sched_process_exit): here main() leaves
# with pthread_exit() before the other thread exits the process, so exit
# fires in the leader, once.
"$SONDA" -q -c "$SONDA_TRIGGERS/leaderexit" -n '
proc:::exit /pid == $target/ { printf("exit in leader %d, reason %d\n", tid == pid, args[0]); }
'
