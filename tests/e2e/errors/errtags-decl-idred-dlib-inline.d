/* a D library's inline (cpu, sched.d's) declared as a variable */
int cpu;

BEGIN
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
