# sched:::enqueue's raw arguments are those DTrace's trampoline leaves
# (dt_prov_sched.c): arg0 the task, arg1 0 (its FIXME: no cpuinfo_t
# pointer) and arg2 the ENQUEUE_HEAD bit (never set here); args[0..2] are
# made from arg0.
"$SONDA" -qn '
BEGIN { n = 0; bad = 0; }
sched:::enqueue /args[1]->pr_pid == $target/ {
	n++;
	bad += arg0 == 0 || arg1 != 0 || arg2 != 0 ||
	    args[0]->pr_lwpid != ((struct task_struct *)arg0)->pid ||
	    args[1]->pr_pid != ((struct task_struct *)arg0)->tgid ||
	    args[2]->cpu_id < 0;
}
END { printf("enqueued %s, bad %d\n", n > 0 ? "yes" : "no", bad); }
' -c 'sleep 0.1'
