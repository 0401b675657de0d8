/* @@args: -q -c "dd if=/dev/zero of=/dev/null bs=5 count=1 status=none" */
/* args[N]: the typed arguments of a probe (syscall::write:entry has
 * unsigned int, const char *, size_t) */
syscall::write:entry
/pid == $target/
{
	printf("%d %d %d\n", args[0], args[2], (uint64_t)args[1] == arg1);
	exit(0);
}
