# A system call's own probe runs before the proc probes on that call, as
# DTrace's proc probes are dependents of syscall::execve:entry and :return
# (exec, exec-success, exec-failure: dt_prov_proc.c enable( )) and
# dt_cg_tramp_epilogue( ) calls a probe's clauses before its dependents'.
# proc:::exit rides sched_process_exit, inside exit_group( ). The proc
# clauses come first in the program: the order is DTrace's, not the
# program's (syscall-before-proc-held: also while another tracer holds the
# syscalls events).
cat > "$SONDA_TEST_TMP/w.sh" <<W
/nonexistent/x 2>/dev/null
exec /bin/true
W
"$SONDA" -qn '
proc:::exec /ppid == $target || pid == $target/ { printf("proc:::exec\n"); }
proc:::exec-success /ppid == $target || pid == $target/ { printf("proc:::exec-success\n"); }
proc:::exec-failure /ppid == $target || pid == $target/ { printf("proc:::exec-failure\n"); }
proc:::exit /pid == $target/ { printf("proc:::exit\n"); }
syscall::execve:entry /ppid == $target || pid == $target/ { printf("execve:entry\n"); }
syscall::execve:return /ppid == $target || pid == $target/ { printf("execve:return %d\n", (int)arg1); }
syscall::exit_group:entry /pid == $target/ { printf("exit_group:entry\n"); }
' -c "sh $SONDA_TEST_TMP/w.sh"
