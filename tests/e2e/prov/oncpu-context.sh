# sched:::on-cpu runs in the thread going on CPU, as DTrace's does
# (dt_prov_sched.c: fbt::__perf_event_task_sched_in, in the next thread):
# pid, tid, execname, curthread, curpsinfo, curlwpsinfo and self-> are that
# thread's; arg0 is the previous thread and arg1 the next (the function's
# arguments); it declares no args[] (-lv: None, args[0]: D_ARGS_IDX).
set -o pipefail
"$SONDA" -qn '
BEGIN { n = 0; bad = 0; ran = 0; }
sched:::on-cpu /pid == $target && execname == "sleep"/ {
	n++;
	bad += tid != pid || (uint64_t)curthread != arg1 ||
	    ((struct task_struct *)arg1)->pid != tid ||
	    ((struct task_struct *)arg0)->pid == tid ||
	    curpsinfo->pr_pid != pid || curlwpsinfo->pr_lwpid != tid ||
	    curpsinfo->pr_fname != "sleep";
	self->on = 1;
}
sched:::off-cpu /pid == $target && self->on/ { ran++; self->on = 0; }
END {
	printf("on-cpu %s, bad %d, off-cpu after it %s\n", n > 0 ? "yes" : "no",
	    bad, ran > 0 ? "yes" : "no");
}' -c 'sleep 0.2'
"$SONDA" -lv -n sched:::on-cpu | grep -A1 "Argument Types"
"$SONDA" -qn 'sched:::on-cpu { trace(args[0]); }' 2>&1
echo "status $?"
