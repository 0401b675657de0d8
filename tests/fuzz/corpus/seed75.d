/* pid return probe: arg0 = 0 and arg1 = the return value, as DTrace for
 * Linux gives them. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 2" */
/* @@sort */
pid$target:a.out:up_add:return
{
	printf("%s %d %d\n", probename, arg0, arg1);
}
