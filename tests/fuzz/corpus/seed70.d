/* pid entry probe on a function of the program (a.out): arg0, arg1. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 3" */
/* @@sort */
pid$target:a.out:up_add:entry
{
	printf("%s:%s:%s %d %d\n", probemod, probefunc, probename, arg0, arg1);
}
