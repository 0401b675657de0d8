/* pid probes on every instruction of round_once, one of them the site of
 * upid's USDT probe round, which has a semaphore: the kernel keeps one
 * uprobe per site and refuses an attachment with another ref_ctr_offset,
 * so the pid probe there carries the semaphore too. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 2" */
pid$target:a.out:round_once:
{
	pidn++;
}

upid$target:::round
{
	usdtn++;
}

END
{
	printf("round fired %d times, pid probes %s\n", usdtn, pidn > 20 ? "fired" : "did not fire");
}
