/* D computes in 64 bits, folded or not, as DTrace does: an int result
 * wider than int keeps its bits until it is stored or cast by DTrace's
 * rule (not to 64 bits, not to a wider type unless signed to unsigned, not
 * between types of one size and signedness); ~ and - do not narrow either,
 * but for - of an unsigned constant, which DTrace's parser folds to its
 * type's bits (line 3; ops/fold-dtrace.d).
 * Each line: the constant expression, then the same on variables. */
#pragma D option quiet

int i;
unsigned char uc;
int nb;
long big;

BEGIN
{
	i = 2147483647; uc = 0; nb = 256; big = 12345678901;
	printf("%d %d\n", (2147483647 + 1) > 0, (i + 1) > 0);
	printf("%d %d\n", 1 ^ ~((unsigned char)256), 1 ^ ~((unsigned char)nb));
	printf("%d %d\n", (-((unsigned char)255)) < 0, (-((unsigned char)(nb - 1))) < 0);
	printf("%d %d\n", (int64_t)((int)12345678901), (int64_t)((int)big));
	printf("%d %d\n", 0 - (int64_t)((int)12345678901), 0 - (int64_t)((int)big));
	printf("%d %d\n", (int)(2147483647 * 64) / 64, (int)(i * 64) / 64);
	printf("%d %d\n", (unsigned int)(char)-1, (unsigned int)(char)(uc - 1));
	printf("%d %d\n", ((1 << 40) >> 38), ((nb << 32) >> 38));
	printf("%d %d\n", (1 ? 2147483647 + 1 : 0) > 0, (i ? i + 1 : 0) > 0);
	exit(0);
}
