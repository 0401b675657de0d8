/* A comparison whose left operand is of a kernel enum type reads the plain
 * identifier on its right as a tag of that enum (the tags are not globals;
 * enum pid_type's are, procfs.d defines them as inlines). */
#pragma D option quiet

BEGIN
{
	t = (enum hrtimer_restart)1;
	printf("%d %d %d\n", t == HRTIMER_RESTART, t != HRTIMER_RESTART,
	    t > HRTIMER_NORESTART);
	exit(0);
}
