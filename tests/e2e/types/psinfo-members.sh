# curpsinfo: the data model (PR_MODEL_LP64 for a 64-bit process), argv
# from pr_argv (the process's argument vector), the controlling terminal
# (procfs.d's struct tty_struct *: (struct tty_struct *)-1 without one, as
# under setsid; on a pty the pty's tty_struct, named pts), pr_argc (here sonda's own: sonda, -qn and the script), and
# the members Linux has no value for (pr_envp, pr_nzomb) as 0. Then
# pr_psargs: the arguments joined by spaces, cut to 79 characters
# (char[80]), at a system call and at exec-success.
# (setsid puts it out of the harness's process group: timeout bounds it)
setsid -w timeout 15 "$SONDA" -qn 'ERROR { exit(1); } BEGIN {
	printf("%d %d\n", curpsinfo->pr_dmodel == PR_MODEL_LP64, PR_MODEL_ILP32);
	printf("%s\n", basename(copyinstr(*(uint64_t *)copyin(curpsinfo->pr_argv, 8))));
	printf("%d %d %d %d\n", curpsinfo->pr_ttydev == (struct tty_struct *)-1, curpsinfo->pr_argc,
	    curpsinfo->pr_envp, curpsinfo->pr_nzomb);
	exit(0);
}'
G=$SONDA_TRIGGERS/getppid
"$SONDA" -q -c "$G 1 two three" -n 'syscall::getppid:entry /pid == $target/ {
	printf("%s|%d\n", curpsinfo->pr_psargs, curpsinfo->pr_argc); exit(0); }' |
	sed "s|^$G|G|"
long=$(printf 'a%.0s' $(seq 100))
echo "exec $G 1 $long" > "$SONDA_TEST_TMP/exec.sh"
"$SONDA" -q -c "/bin/sh $SONDA_TEST_TMP/exec.sh" -n 'proc:::exec-success /pid == $target/ {
	printf("%s|%d\n", curpsinfo->pr_psargs, strlen(curpsinfo->pr_psargs)); exit(0); }' |
	sed "s|^$G|G|; s|a\{20,\}|a...|"
if command -v script >/dev/null; then
	script -qc "\"$SONDA\" -qn 'BEGIN { printf(\"%s\\n\", stringof(curpsinfo->pr_ttydev->driver->name)); exit(0); }'" /dev/null |
		tr -d '\r' | head -1
else
	echo pts
fi
