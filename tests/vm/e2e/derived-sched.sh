# sched:::enqueue/dequeue on the scheduler's functions, with the task as
# arg0 and arg1 0, as DTrace's trampoline leaves it; sched:::on-cpu in
# the context of the thread that got the CPU (curthread is arg1, arg0 the
# previous thread, as DTrace's); dequeue's arg2 = the DEQUEUE_* flags (a
# sleep: DEQUEUE_SLEEP = 1); and tick.
# the target renices itself (busybox has no nice) and sleeps
printf 'renice -n 5 -p $$ >/dev/null\nusleep 100000\n' > /tmp/renice.sh
$SONDA -qn 'BEGIN { d = 0; e = 0; n = 0; same = 0; c = 0; t = 0; sl = 0; }
	sched:::dequeue /((struct task_struct *)arg0)->pid == $target/ {
		d = arg1 == 0; sl = sl | (arg2 & 1); }
	sched:::enqueue /((struct task_struct *)arg0)->pid == $target/ {
		e = arg1 == 0; }
	sched:::on-cpu /pid == $target/ {
		n++; same = same + (arg1 == (uint64_t)curthread &&
		    arg0 != arg1); }
	sched:::tick { t = 1; }
	END { printf("dequeue %d (DEQUEUE_SLEEP %d), enqueue %d\n", d, sl, e);
		printf("on-cpu in the thread: %s\n",
		    n > 0 && same == n ? "yes" : "no");
		printf("tick %d\n", t); }' \
	-c "sh /tmp/renice.sh" | grep -v "^$"
