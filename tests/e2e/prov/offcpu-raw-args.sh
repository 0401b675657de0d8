# sched:::off-cpu's raw arguments as DTrace's trampoline leaves those of
# sched_switch (it sets arg0 alone): arg0 the next thread, arg1 the previous
# (the current one), arg2 the next again and arg3 the previous one's state,
# not 0 (TASK_RUNNING) when sleep(1) goes to sleep.
"$SONDA" -qn '
sched:::off-cpu /pid == $target && arg3 != 0 && !done/
{
	printf("next %d prev %d\n", arg2 == arg0, arg1 == (uint64_t)curthread);
	done = 1;
}' -c "sleep 0.2" | grep .
