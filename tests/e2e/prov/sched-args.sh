set -o pipefail
# sched: args[] of off-cpu/wakeup are lwpsinfo_t and psinfo_t translated
# from the task (on-cpu has none: curlwpsinfo and curpsinfo are the thread
# going on CPU); curcpu is the current CPU's cpuinfo_t; -lv lists the
# translated types.
"$SONDA" -qn '
BEGIN { cpuok = 0; lwpok = 0; }
sched:::off-cpu /args[1]->pr_fname == "sleep" && pid != args[1]->pr_pid/ { next++; }
sched:::on-cpu /curpsinfo->pr_fname == "sleep"/ {
	ons++; cpuok += curcpu->cpu_id == cpu; lwpok += curlwpsinfo->pr_lwpid == curpsinfo->pr_pid;
}
sched:::wakeup /args[1]->pr_fname == "sleep"/ { wakeups++; }
END {
	printf("on-cpu %s cpu %s lwp %s\n", ons > 0 ? "yes" : "no",
	    cpuok == ons ? "ok" : "bad", lwpok == ons ? "ok" : "bad");
	printf("off-cpu to it %s, wakeup %s\n", next > 0 ? "yes" : "no",
	    wakeups > 0 ? "yes" : "no");
}' -c "sleep 0.2"
"$SONDA" -lv -n sched:::enqueue -n io:::start -n tcp:::state-change 2>/dev/null | grep "args\["
