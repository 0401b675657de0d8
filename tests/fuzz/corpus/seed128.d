/* @@args: -q */
int done;

tick-10ms
{
	@ticks = count();
	i++;
}

tick-10ms
/i == 5 && !done/
{
	done = 1;
	exit(0);
}

END
{
	/* the count is not known exactly; print whether it is sane */
	printf("%s\n", i >= 5 ? "counted" : "short");
	trunc(@ticks);
}
