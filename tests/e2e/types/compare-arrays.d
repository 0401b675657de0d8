/* two char arrays compare by address (DTrace compares as strings only when
 * one operand is a D string) */
BEGIN
{
	printf("%d %d %d\n", curthread->comm == curthread->comm,
	    curthread->comm == curthread->real_parent->comm,
	    curthread->comm == execname);
	exit(0);
}

/* @@args: -q */
