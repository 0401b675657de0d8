/* A bad user pointer reached through typed args[] is a D runtime error
 * (invalid address), not a crash: the second request's next is NULL, so
 * next->next->len faults on that NULL, address 0, before len's offset is
 * added (DTrace's dt_cg_check_notnull( ) at ->). The clause stops there;
 * the process runs on. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
/* @@stderr-match: error .*pid[0-9]+:utyped:ut_handle:entry.*invalid address \(0x0\) */
pid$target:a.out:ut_handle:entry
{
	printf("%d\n", args[0]->next->next->len);
}

pid$target:a.out:ut_handle:entry
{
	printf("%s\n", stringof(args[0]->name));
}
