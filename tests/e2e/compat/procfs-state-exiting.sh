# lwpsinfo_t's pr_state and pr_sname read the thread's __state alone, as
# procfs.d's translator does: a child that has exited but still runs (its
# exit_state is EXIT_ZOMBIE, its __state TASK_RUNNING) sends its parent
# SIGCHLD as SRUN 'R'; at its last switch off the CPU (TASK_DEAD) it is
# SZOMB 'Z'.
printf '/bin/true\n/bin/true\n' > "$SONDA_TEST_TMP/w.sh"
"$SONDA" -q -c "sh $SONDA_TEST_TMP/w.sh" -n '
proc:::signal-send /args[2] == SIGCHLD && ppid == $target/ {
	@["sigchld", curlwpsinfo->pr_state, curlwpsinfo->pr_sname] = count();
}
sched:::off-cpu /ppid == $target && curlwpsinfo->pr_state == SZOMB/ {
	@["dead", curlwpsinfo->pr_state, curlwpsinfo->pr_sname] = count();
}
END { printa("%s %d %c %@d\n", @); }'
