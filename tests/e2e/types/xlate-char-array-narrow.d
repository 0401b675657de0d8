/* @@args: -q */
/*
 * A char array member given a longer char array is of the member's type,
 * as dt_cook_op2( ) types a translated member: printf( ) and sizeof see
 * its 4 bytes (was the input's 8: "abcde"). (From a D global array: an
 * alloca( )'d input is DTrace's scratch offset in the translator's members,
 * test xlate-alloca-input.)
 */
struct in { char name[8]; };
struct out { char c[4]; char d[8]; };
translator struct out < struct in *P > { c = P->name; d = P->name; };
struct in g[1];
BEGIN
{
	this->p = &g[0];
	g[0].name[0] = 'a';
	g[0].name[1] = 'b';
	g[0].name[2] = 'c';
	g[0].name[3] = 'd';
	g[0].name[4] = 'e';
	g[0].name[5] = 0;
	printf("%s|%s|%s|%d\n", xlate<struct out>(this->p).c,
	    xlate<struct out *>(this->p)->c, xlate<struct out>(this->p).d,
	    sizeof (xlate<struct out>(this->p).c));
	exit(0);
}
