/* @@args: -q */
BEGIN
{
	printf("%5.2s|%*d|%-*d|%.*s|\n", "hello", 4, 7, 4, 7, 3, "hello");
	/* a negative dynamic width left-justifies */
	printf("%*d|%-*d|\n", -5, 42, -5, 42);
	exit(0);
}
