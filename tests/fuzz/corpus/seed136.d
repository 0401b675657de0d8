/* stapsdt probes: register, constant and string arguments, module and
 * function of the site; upid:::sema-hit only fires because its semaphore
 * is raised while the probe is enabled (memory operands). */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 3" */
/* @@sort */
upid$target:::round
{
	printf("%s:%s:%s %d %s %d\n", probemod, probefunc, probename, arg0,
	    copyinstr(arg1), arg2);
}

upid$target:upid::sema-hit
{
	printf("%s %d %d\n", probename, arg0, arg1);
}
