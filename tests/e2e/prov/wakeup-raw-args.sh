# sched:::wakeup rides sched_wakeup, whose one argument is the woken task,
# with no trampoline of its own (dt_prov_sched.c): arg0 the task, arg1 0
# (a raw tracepoint's missing argument), and both args[] made from arg0.
"$SONDA" -qn '
sched:::wakeup /args[1]->pr_pid == $target && !done/
{
	printf("arg0 %d arg1 %d lwp %d ps %d\n",
	    arg0 == (uint64_t)args[0]->pr_addr, arg1,
	    args[0]->pr_lwpid == ((struct task_struct *)arg0)->pid,
	    args[1]->pr_pid == ((struct task_struct *)arg0)->tgid);
	done = 1;
}' -c "sleep 0.2" | grep .
