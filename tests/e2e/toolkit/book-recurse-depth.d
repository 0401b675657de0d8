/* @@args: -c "$SONDA_TRIGGERS/urecurse 4" */
/* recursion depth with a self-> counter over pid entry and return probes,
 * its maximum as an aggregation. Expected output from DTrace for Linux. */
#pragma D option quiet
pid$target::down:entry
{
	self->depth++;
	@max = max(self->depth);
}
pid$target::down:return
{
	self->depth--;
}
pid$target::leaf:entry
{
	printf("leaf at depth %d\n", self->depth);
}
END
{
	printa("max depth %@d\n", @max);
}
