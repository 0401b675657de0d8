/* Arguments past the sixth come from the stack (arg6, arg7). */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 1" */
/* @@sort */
pid$target::up_sum8:entry
{
	printf("%d %d %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5,
	    arg6, arg7);
}
