/* @@args: -q */
BEGIN
{
	/* %p is hex without 0x; %#p adds it */
	printf("%p %x %#p\n", (void *)0x61, 97, (void *)0x61);
	exit(0);
}
