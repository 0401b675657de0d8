# Argument types from the kernel's BTF: -lv lists them, and typed args[]
# reach into kernel structures (skipped while the compiler lacks args[]).
# The exact function name lists its probes newest first (dt_probe_iter( )).
$SONDA -lv -n 'fbt::vfs_read:' 2>/dev/null | grep -E '^	+args|^ *[0-9]+ +fbt' |
	awk '{ $1 = $1; print }' | sed 's/^[0-9]* //'
for m in fentry kprobe; do
	$SONDA -x fbtmode=$m -qn 'fbt::vfs_read:entry /pid == $target/ {
		printf("%s\n", stringof(args[0]->f_path.dentry->d_name.name));
		exit(0); }' -c "dd if=/proc/version of=/dev/null" > /tmp/ft.out \
		2> /tmp/ft.err
	if grep -q 'failed to resolve args' /tmp/ft.err; then
		echo "typed args[] are not in the compiler yet" >&2
		exit 77
	fi
	head -n 1 /tmp/ft.out
	grep sonda /tmp/ft.err >&2
done
exit 0
