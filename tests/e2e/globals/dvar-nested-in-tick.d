/* Past sixteen dynamic variables, a variable's map is reached through an
 * array of maps, whose maps must share their flags: they are preallocated
 * together too, so that a tick-1ms firing can make seven new elements of
 * the seventeenth variable without a dynamic variable drop (DTrace's one
 * dvars map is preallocated; sonda's nested maps were not, and the first
 * firing's clause ended in a drop). */
int n;

BEGIN
{
	self->v1 = 1; self->v2 = 1; self->v3 = 1; self->v4 = 1;
	self->v5 = 1; self->v6 = 1; self->v7 = 1; self->v8 = 1;
	self->v9 = 1; self->v10 = 1; self->v11 = 1; self->v12 = 1;
	self->v13 = 1; self->v14 = 1; self->v15 = 1; self->v16 = 1;
}

tick-1ms
{
	a[n, 1] = 1; a[n, 2] = 2; a[n, 3] = 3; a[n, 4] = 4;
	a[n, 5] = 5; a[n, 6] = 6; a[n, 7] = 7;
	printf("%d %d\n", n, a[n, 7]);
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
