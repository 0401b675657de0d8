/* A stapsdt probe whose semaphore is a zero-initialised global in .bss,
 * in the page the data segment's file bytes end in: its ref_ctr_offset is
 * its file offset there, which the process maps from the file, so the
 * kernel raises it and the guarded probe fires (it stayed 0 when only
 * addresses within p_filesz had a file offset). */
/* @@args: -q -c "$SONDA_TRIGGERS/usemabss" */
/* @@sort */
usemabss$target:::gate
{
	printf("%s:%s:%s %d %s %d\n", probemod, probefunc, probename, arg0,
	    basename(copyinstr(arg1)), arg2);
}
