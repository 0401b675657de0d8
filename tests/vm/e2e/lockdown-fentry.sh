# Under lockdown=confidentiality fentry still works, and fbt picks it.
$SONDA -v -l -n 'fbt::vfs_read:entry' 2>&1 >/dev/null | grep 'fbt:'
$SONDA -qn 'fbt::__do_sys_getppid:entry /pid == $target/ { @n = count(); }
	END { printa("calls %@d\n", @n); }' -c "getppid 20" | grep -v '^$'
