/* @@args: -q */
/* A user stack with no frames (a kernel thread's, PF_KTHREAD: it has no
 * user context) still prints its newline, as DTrace's dt_print_ustack( ) does
 * for any record of a ustack( ) (it returns early only when 0 frames were
 * asked): alone, as an aggregation key, and through printa( )'s %k.
 * On one CPU only, so that no other firing runs before exit( ) stops. */
sched:::off-cpu
/(curthread->flags & 0x00200000) && cpu == 0/
{
	printf("a");
	ustack();
	printf("b");
	@[ustack(), 1] = count();
	printa("[%k] %d %@d\n", @);
	exit(0);
}
