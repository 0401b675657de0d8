# fbt return probes: arg0 = -1, arg1 = the return value (getppid: ppid).
for m in fentry kprobe; do
	$SONDA -x fbtmode=$m -qn 'fbt::__do_sys_getppid:return /pid == $target/ {
		printf("arg0=%d ok=%d\n", arg0, arg1 == ppid); exit(0); }' -c "getppid 1"
done | grep -v "^$"
