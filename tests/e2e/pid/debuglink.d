/* The same probes on a fully stripped build whose symbols are in a
 * separate file named by .gnu_debuglink. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid-debuglink 3" */
pid$target:a.out:up_add:entry,
pid$target:a.out:up_handle:return
{
	@[probefunc, probename] = count();
}

END
{
	printa("%s %s %@d\n", @);
}
