# @@serial (another tracer's events: the test holds some itself)
# sched:::surrender runs after syscall::sched_yield:entry on the same call,
# as DTrace for Linux's rides fbt::do_sched_yield:entry (dt_prov_sched.c),
# which the system call reaches after its entry tracepoint; sonda's rides
# that call's syscalls event, so it is attached after the syscall probe,
# also while another tracer holds the syscalls events (a second sonda with
# a perf event per probe, started first). Through raw_syscalls's
# dispatcher and with a perf event per probe (SONDA_NO_RAW_SYSCALLS).
# (DTrace for Linux has no fbt on this machine: the order is its
# definition's.)
printf 'import os\nos.sched_yield()\nos.sched_yield()\n' > "$SONDA_TEST_TMP/y.py"
. "$SONDA_ROOT/tests/lib/ready.sh"
hold_syscalls syscall::sched_yield:entry
for raw in "" 1; do
	echo "-- SONDA_NO_RAW_SYSCALLS=$raw"
	SONDA_NO_RAW_SYSCALLS=$raw "$SONDA" -qn '
sched:::surrender /pid == $target/ { printf("sched:::surrender %d\n", args[1]->pr_pid == pid); }
syscall::sched_yield:entry /pid == $target/ { printf("sched_yield:entry\n"); }
' -c "python3 $SONDA_TEST_TMP/y.py"
done
release_syscalls
