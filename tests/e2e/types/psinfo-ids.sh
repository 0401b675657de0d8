# curpsinfo's identities as procfs.d translates them, for a process whose
# real and effective user and group ids differ (setpriv) and that leads
# its own session and process group (setsid): pr_uid, pr_euid, pr_gid and
# pr_egid from its credentials, pr_sid and pr_pgid its own pid, pr_ppid
# the ppid variable's, pr_pid pid's, pr_nlwp 1, pr_addr the task itself.
G=$SONDA_TRIGGERS/getppid
"$SONDA" -q -c "setpriv --ruid 11 --euid 12 --rgid 13 --egid 14 --clear-groups setsid -w $G" -n '
syscall::getppid:entry /curpsinfo->pr_fname == "getppid"/ {
	printf("uid %d euid %d gid %d egid %d\n", curpsinfo->pr_uid, curpsinfo->pr_euid,
	    curpsinfo->pr_gid, curpsinfo->pr_egid);
	printf("sid %d pgid %d ppid %d pid %d nlwp %d addr %d\n", curpsinfo->pr_sid == pid,
	    curpsinfo->pr_pgid == pid, curpsinfo->pr_ppid == ppid, curpsinfo->pr_pid == pid,
	    curpsinfo->pr_nlwp, curpsinfo->pr_addr == (uintptr_t)curthread);
	exit(0);
}'
