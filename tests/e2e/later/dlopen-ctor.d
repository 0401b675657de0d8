/* A library dlopen()ed and dlclose()d 100 times after sonda attached:
 * the USDT probe and the pid probe its constructor fires are in place,
 * and the probe's semaphore raised, before any of its code runs, on
 * every load (the description names the library; the kernel installs
 * the uprobes and raises the semaphore when the process maps the file). */
/* @@args: -q -Z -c "$SONDA_TRIGGERS/ulater 100" */
ulater$target:libulater.so::ctor
{
	@c = count();
	@a = sum(arg0);
}

pid$target:libulater:ul_ctor:entry
{
	@f = count();
}

END
{
	printa("ctor probes %@u, arg0 sum %@u\n", @c, @a);
	printa("ul_ctor entries %@u\n", @f);
}
