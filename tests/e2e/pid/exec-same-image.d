/* A pid probe is a uprobe on a file's offset that fires only for its
 * process (dt_prov_uprobe.c's trampoline compares the firing tgid with the
 * probe's pid), so it keeps firing after the process execs a program that
 * maps the same file: the traced program itself again (a.out) or libc,
 * which every image maps anew. DTrace regrabs the process after the exec
 * (dt_proc.c) and removes no probe; nor does sonda. uexec 2 is three
 * images of one process, each calling ue_step( ) and atol( ) once. */
/* @@args: -q -c "$SONDA_TRIGGERS/uexec 2" */
pid$target:a.out:ue_step:entry
{
	printf("%s:%s %d\n", probemod, probefunc, arg0);
}

pid$target:a.out:ue_step:return
{
	printf("%s:%s returns %d\n", probemod, probefunc, arg1);
}

pid$target:libc.so.6:atol:entry
{
	printf("%s:%s(\"%s\")\n", probemod, probefunc, copyinstr(arg0));
}

proc:::exec-success
/pid == $target/
{
	printf("exec-success %s\n", execname);
}
