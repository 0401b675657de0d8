/* @@args: -q */
/* BEGIN runs in the tracer, whose execname is "dtrace" as in DTrace (so the
 * /execname != "dtrace"/ idiom of published scripts leaves the tracer out) */
BEGIN
{
	printf("%s\n", execname);
	exit(0);
}
