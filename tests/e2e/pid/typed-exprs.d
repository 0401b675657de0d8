/* D expressions over typed user data: elements of a char array and
 * through a char pointer, a struct copied into a clause-local, sizeof,
 * &place then ->, a typed pointer kept in a thread-local until the
 * return probe, and an aggregation keyed by a user string. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
pid$target:a.out:ut_handle:entry
{
	this->r = *args[0];
	printf("%c%c len=%d size=%d y=%d/%d\n", args[0]->tag[1], args[0]->name[0],
	    this->r.len, sizeof (*args[0]), (&`ut_origin)->y, (&args[0]->at)->y);
	self->r = args[0];
}

pid$target:a.out:ut_handle:return
/self->r/
{
	printf("ret %d for %s\n", args[1], stringof(self->r->name));
	self->r = 0;
}

pid$target:a.out:ut_measure:entry
{
	@[stringof(args[0])] = sum(args[1]);
}
