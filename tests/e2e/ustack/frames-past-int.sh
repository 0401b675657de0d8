# dt_cg_stack_arg( ) keeps the frame count in an int: ustackframes,
# stackframes or a count of 4294967298 is 2 frames, not the most there
# are. Offsets depend on the compiler and are cut off.
"$SONDA" -x ustackframes=4294967298 -q -n 'pid$target:a.out:leaf:entry /i++ == 0/
{
	printf("option:");
	ustack();
	printf("argument:");
	ustack(4294967297);
}' -c "$SONDA_TRIGGERS/ucalls 1 1" | sed 's/+0x[0-9a-f]*$//'
# stack( ) in a system call: the kernel's frames, only counted (2 + 1)
"$SONDA" -x stackframes=4294967298 -q -n 'syscall::read:entry /pid == $target/
{
	stack();
	printf("-\n");
	stack(4294967297);
	exit(0);
}' -c 'cat /etc/hostname' | grep -c '`'
