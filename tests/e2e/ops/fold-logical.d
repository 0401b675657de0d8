/* @@args: -q */
/* Comparisons and logical operators on constants are constants too, as
 * DTrace's parser folds them: - of a cast of one to an unsigned type keeps
 * that type's bits, ! of a folded unsigned long is an unsigned long. */
BEGIN
{
	printf("%x %x\n", -((unsigned short)(0x9cul || 0x64)) + 0,
	    -(unsigned char)(1 < 2) + 0);
	printf("%d %x\n", sizeof (!(1ul + 1)), ~!(1ul + 1));
	exit(0);
}
