/* Dynamic variables created and replaced in a probe that fires in
 * interrupt context: each tick-1ms firing makes seven new associative
 * elements and stores a thread-local string twice. DTrace's dvars map is
 * preallocated, so nothing drops; sonda's maps took each entry from the
 * kernel's per-CPU caches, which an interrupt empties after a few entries:
 * the first firing's clause ended in a dynamic variable drop. */
int n;

tick-1ms
{
	a[n, 1] = 1; a[n, 2] = 2; a[n, 3] = 3; a[n, 4] = 4;
	a[n, 5] = 5; a[n, 6] = 6; a[n, 7] = 7;
	self->s = "first";
	self->s = "second";
	printf("%d %d %s\n", n, a[n, 7], self->s);
}

tick-1ms
{
	n++;
}

tick-1ms
/n == 3/
{
	exit(0);
}

/* @@args: -q */
