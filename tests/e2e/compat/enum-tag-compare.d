/* A comparison whose left operand is of a kernel enum type reads the plain
 * identifier on its right as a tag of that enum (the tags are not globals). */
#pragma D option quiet

BEGIN
{
	t = (enum pid_type)1;
	printf("%d %d %d\n", t == PIDTYPE_TGID, t != PIDTYPE_TGID, t > PIDTYPE_PID);
	exit(0);
}
