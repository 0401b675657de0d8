/* A comparison with an enum on its left reads the identifier on its right as
 * one of the enum's tags; a global variable of the same name makes that
 * ambiguous. */
int PIDTYPE_MAX;

BEGIN
{
	trace((enum pid_type)1 == PIDTYPE_MAX);
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
