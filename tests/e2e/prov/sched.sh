# sched: a sleeping process goes off-cpu asleep (SSLEEP); wakeup carries
# the task pointer in arg0 and 0 in arg1, on-cpu the previous thread in
# arg0; off-cpu, as DTrace's, the next
# thread in arg0 (which args[0] and args[1] describe) and the previous, the
# current one, in arg1; unavailable probes say why.
set -o pipefail
"$SONDA" -qn '
sched:::off-cpu /pid == $target && curlwpsinfo->pr_state == SSLEEP/ { sleeps++; }
sched:::off-cpu /pid == $target/ { offs++; }
sched:::off-cpu /arg0 == 0 || arg1 != (uint64_t)curthread ||
    args[0]->pr_lwpid != ((struct task_struct *)arg0)->pid ||
    args[1]->pr_pid != ((struct task_struct *)arg0)->tgid/ { bad++; }
sched:::wakeup /arg0 != 0 && arg1 == 0/ { wakeups++; }
sched:::on-cpu /arg0 != 0/ { ons++; }
END {
	printf("sleep %s\n", sleeps > 0 ? "yes" : "no");
	printf("off-cpu %s\n", offs >= sleeps ? "yes" : "no");
	printf("wakeup %s\n", wakeups > 0 ? "yes" : "no");
	printf("on-cpu %s\n", ons > 0 ? "yes" : "no");
	printf("bad %d\n", bad);
}' -c "sleep 0.3"
