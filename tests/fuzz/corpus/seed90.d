/* @@args: -q */
BEGIN
{
	/* %d of an unsigned type prints it unsigned */
	printf("%d %d %d\n", (unsigned)-1, (unsigned long)-1, (unsigned char)200);
	exit(0);
}
