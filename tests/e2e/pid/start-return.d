/* The program's entry point (_start) has a return probe that is never
 * attached: it is not called, and the word a uretprobe would replace on
 * its stack is argc, so the process would run with a wrong argc (upid 3
 * ran one round). */
/* @@args: -q -Z -c "$SONDA_TRIGGERS/upid 3" */
pid$target:a.out:*:return
/probefunc == "_start" || probefunc == "up_depth1"/
{
	@n[probefunc] = count();
}
