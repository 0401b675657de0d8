/* Variables by name at a USDT probe: a parameter of the function holding
 * the probe site (located by DWARF at the site's address) and a global. */
/* @@args: -q -c "$SONDA_TRIGGERS/upid 3" */
/* @@sort */
upid$target:::round
{
	printf("round i=%d arg0=%d counter=%d\n", `i, arg0, a.out`upid_counter);
}
