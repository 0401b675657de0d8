/* Parameters by name at entry probes (`r->name reads through a typed
 * pointer), in an optimized build (registers). */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
pid$target:a.out:ut_handle:entry
{
	printf("handle %s %d\n", stringof(`r->name), `r->next->len);
}

pid$target:a.out:ut_measure:entry
{
	printf("measure %s %d\n", stringof(`s), `max);
}
