/* @@args: -q */
/* A user stack with no frames (BEGIN runs with no user context here)
 * still prints its newline, as DTrace's dt_print_ustack( ) does for any
 * record of a ustack( ) (it returns early only when 0 frames were asked):
 * alone, as an aggregation key, and through printa( )'s %k. */
BEGIN
{
	printf("a");
	ustack();
	printf("b");
	@[ustack(), 1] = count();
	printa("[%k] %d %@d\n", @);
	exit(0);
}
