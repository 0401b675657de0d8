# When tracing stops (here exit() in a tick clause on CPU 0), a clause that
# began before on another CPU may still be running: what it records comes
# after the stop. sonda waits for every running clause to finish (a
# global membarrier(), an RCU grace period) before its final read of the
# buffer, so the record is printed, not lost without a count. The slow
# clause spins 200 ms with chill() in the target, pinned to CPU 1; the
# tick clause exits as soon as it has started.
taskset -c 0 "$SONDA" -qw -c "taskset -c 1 $SONDA_TRIGGERS/getppid 1" -n '
syscall::getppid:entry /pid == $target/ {
	started = 1;
	chill(200000000);
	printf("slow clause done\n");
}
tick-10ms /started/ { printf("exit\n"); exit(0); }'
echo "rc $?"
