/* stackdepth and ustackdepth count no more frames than -x maxframes:
 * DTrace's get_bvar( ) takes the stack into a buffer of STKSIZ bytes, 8
 * times maxframes (dt_cc.c), and returns the frames it holds. ucalls'
 * leaf( ) has 6 user frames, a system call 3 kernel frames or more. */
/* @@args: -q -x maxframes=2 -c "$SONDA_TRIGGERS/ucalls 1 1" */
pid$target:a.out:leaf:entry
/i++ == 0/
{
	printf("user %d\n", ustackdepth);
}

syscall::exit_group:entry
/pid == $target/
{
	printf("kernel %d user %d\n", stackdepth, ustackdepth);
}
