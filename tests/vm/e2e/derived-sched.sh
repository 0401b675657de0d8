# sched:::enqueue/dequeue on the scheduler's functions, with the task as
# arg0 = arg1; sched:::on-cpu in the context of the thread that got the
# CPU (curthread is arg0), which the tracepoint version cannot give.
$SONDA -qn 'BEGIN { d = 0; e = 0; n = 0; same = 0; }
	sched:::dequeue /((struct task_struct *)arg0)->pid == $target/ {
		d = arg1 == arg0; }
	sched:::enqueue /((struct task_struct *)arg0)->pid == $target/ {
		e = arg1 == arg0; }
	sched:::on-cpu /pid == $target/ {
		n++; same = same + (arg0 == (uint64_t)curthread); }
	END { printf("dequeue %d, enqueue %d\n", d, e);
		printf("on-cpu in the thread: %s\n",
		    n > 0 && same == n ? "yes" : "no"); }' -c "usleep 100000" | grep -v "^$"
