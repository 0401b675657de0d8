/* a thread-local associative array may be declared (a clause-local one may not) */
self int calls[string];

BEGIN
{
	self->calls["open"] = 2;
	self->calls["read"]++;
	printf("%d %d %d\n", self->calls["open"], self->calls["read"], self->calls["x"]);
	exit(0);
}

/* @@args: -q */
