/* @@args: -q */
/*
 * The pattern "printa(); trunc();" on a timer (d-output-formats.md §12,
 * example 4): each printa shows only what was added since the last trunc.
 * The steps are 200 ms apart so each record is consumed before the next.
 */
tick-200ms
{
	n++;
}

tick-200ms
/n == 1/
{
	@a["first"] = count();
}

tick-200ms
/n == 2/
{
	printa("%s %@u\n", @a);
	trunc(@a);
}

tick-200ms
/n == 3/
{
	@a["second"] = count();
}

tick-200ms
/n == 4/
{
	printa("%s %@u\n", @a);
	trunc(@a);
	exit(0);
}
