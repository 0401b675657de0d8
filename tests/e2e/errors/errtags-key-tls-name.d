/* a thread-local array's key error names it as DTrace does (a, not self->a) */
BEGIN
{
	self->a[1] = 1;
	self->a["x"] = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
