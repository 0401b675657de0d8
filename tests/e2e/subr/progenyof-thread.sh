# progenyof( ) as DTrace's bpf/progenyof.S: it compares the thread ID of
# the current task and of each real_parent above it, up to the idle task
# (pid 0), with the low 32 bits of its argument. In a thread other than
# its process's first, progenyof(pid) is 0 (a thread's real_parent is the
# process's parent), progenyof(tid) is 1, and progenyof(0) is 1 anywhere.
"$SONDA" -q -c "$SONDA_TRIGGERS/leaderexit" -n '
BEGIN { printf("%d %d %d %d\n", progenyof(0), progenyof(-1), progenyof(tid),
    progenyof(0x100000000 + tid)); }
syscall::clock_nanosleep:entry /pid == $target && tid != pid/ {
	printf("%d %d %d\n", progenyof(pid), progenyof(tid), progenyof(0));
	exit(0);
}'
