/* Typed args[1] at return probes: the function's return type from DWARF
 * (a typedef'd struct pointer, an integer typedef); args[0] is uint64_t. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
pid$target:a.out:ut_pick:return
{
	printf("pick %s len=%d at.x=%d\n", stringof(args[1]->name), args[1]->len,
	    args[1]->at.x);
}

pid$target:a.out:ut_measure:return
{
	printf("measure %d %d\n", args[0], args[1]);
}
