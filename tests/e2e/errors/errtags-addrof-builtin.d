/* The address of a built-in variable (a D variable, not an object in memory). */
BEGIN
{
	trace(&curthread);
}

/* @@args: -x errtags */
/* @@status: 1 */
