/* @@args: -q */
/* DTrace gives an enum no DT_NF_SIGNED: >> of one is logical, and a cast
 * from one to unsigned int of its size keeps its bits. In arithmetic with
 * other integers it ranks as an int (signed). */
enum col { RED = 3, GREEN = 70 } en;

BEGIN
{
	en = GREEN;
	printf("%d %d\n", (~en) >> 60, (-en) / 2);
	printf("%d %d\n", (unsigned int)(~en) + 0L, (int)(~en) + 0L);
	exit(0);
}
