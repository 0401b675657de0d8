/* A bad user pointer reached through typed args[] is a D runtime error
 * (invalid address), not a crash: the second request's next is NULL, so
 * next->next->len reads address 8. The clause stops there; the process
 * runs on. */
/* @@args: -q -c "$SONDA_TRIGGERS/utyped 2" */
/* @@sort */
/* @@stderr-match: error .*pid[0-9]+:utyped:ut_handle:entry.*invalid address \(0x8\) */
pid$target:a.out:ut_handle:entry
{
	printf("%d\n", args[0]->next->next->len);
}

pid$target:a.out:ut_handle:entry
{
	printf("%s\n", stringof(args[0]->name));
}
