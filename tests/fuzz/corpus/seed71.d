/* Globs in the function field; count() per probefunc. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 5" */
pid$target:a.out:up_depth*:entry
{
	@[probefunc] = count();
}

END
{
	printa("%s %@d\n", @);
}
