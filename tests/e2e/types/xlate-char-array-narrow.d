/* @@args: -q */
/*
 * A char array member given a longer char array is of the member's type,
 * as dt_cook_op2( ) types a translated member: printf( ) and sizeof see
 * its 4 bytes (was the input's 8: "abcde")
 */
struct in { char name[8]; };
struct out { char c[4]; char d[8]; };
translator struct out < struct in *P > { c = P->name; d = P->name; };
BEGIN
{
	this->p = (struct in *)alloca(sizeof (struct in));
	this->p->name[0] = 'a';
	this->p->name[1] = 'b';
	this->p->name[2] = 'c';
	this->p->name[3] = 'd';
	this->p->name[4] = 'e';
	this->p->name[5] = 0;
	printf("%s|%s|%s|%d\n", xlate<struct out>(this->p).c,
	    xlate<struct out *>(this->p)->c, xlate<struct out>(this->p).d,
	    sizeof (xlate<struct out>(this->p).c));
	exit(0);
}
