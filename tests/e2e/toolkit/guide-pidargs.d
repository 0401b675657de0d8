/* @@args: -c "$SONDA_TRIGGERS/upid 2" */
/* @@sort */
/* pid provider arguments and return values (DTrace Guide, pid provider):
 * up_add(i, 3) and up_sum8(1..8) of two rounds. The trigger's own line
 * comes in any order, so lines are sorted. Expected output from DTrace for
 * Linux. */
#pragma D option quiet
pid$target::up_add:entry
{
	printf("up_add(%d, %d)\n", arg0, arg1);
}
pid$target::up_add:return
{
	printf("up_add returned %d\n", arg1);
}
pid$target::up_sum8:entry
{
	printf("up_sum8(%d,%d,%d,%d,%d,%d,%d,%d)\n", arg0, arg1, arg2, arg3, arg4,
	    arg5, arg6, arg7);
}
