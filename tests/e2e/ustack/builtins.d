/* ucaller (ufunc of it), ustackdepth and jstack() from the CFI unwinder
 * in a -O2 -fomit-frame-pointer build: at cf_leaf's entry the caller is
 * right even with no frame pushed, the depth counts every frame to _start
 * (a recursion of 100: less than maxframes, whose default is the kernel's
 * perf_event_max_stack, 127 unless raised),
 * and jstack() is ustack(); the signal trampoline __restore_rt, a symbol
 * of size 0, is left an address as libproc leaves it. usym( ) keys print
 * with printa( )'s default format (%A refuses them: printa-uaddr-usym.d). */
/* @@args: -q -c "$SONDA_TRIGGERS/ucfi" */
/* @@sort */
/* @@mask-ptr */
pid$target:a.out:cf_leaf:entry
{
	@d[ufunc(ucaller), ustackdepth] = count();
	@j[jstack(3)] = count();
}

END
{
	printa(@d);
	printa(@j);
}
