/* @@args: -q */
/* A struct or union in memory compares by its address, as an array does:
 * DTrace's code generator leaves a by-reference value's address in its
 * register (dt_cg_node( ) for ->, . and *), and dt_cg_compare_op( )
 * compares the registers. */
BEGIN
{
	printf("%d %d\n", curthread->se == curthread->se, *curthread == *curthread);
	printf("%d %d\n", curthread->se != curthread->se,
	    curthread->pid_links[0] == curthread->pid_links[0]);
	printf("%d\n", curthread->se == curthread->real_parent->se);
	exit(0);
}
