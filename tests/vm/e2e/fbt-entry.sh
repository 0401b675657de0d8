# fbt entry probe on a syscall's inner function, counted for one process,
# with each mechanism.
for m in fentry kprobe; do
	$SONDA -x fbtmode=$m -qn 'fbt::__do_sys_getppid:entry /pid == $target/ { @n = count(); }
		END { printa("calls %@d\n", @n); }' -c "getppid 100"
done | grep -v "^$"
