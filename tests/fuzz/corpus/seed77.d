/* The same probes on the stripped build of the workload. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid-stripped 3" */
pid$target:a.out:up_add:entry,
pid$target:a.out:up_handle:return
{
	@[probefunc, probename] = count();
}

END
{
	printa("%s %s %@d\n", @);
}
