/* usym() is a user symbol: %a takes a kernel address, so it is a type error. */
BEGIN
{
	printf("%a\n", usym(0));
}

/* @@args: -x errtags */
/* @@status: 1 */
