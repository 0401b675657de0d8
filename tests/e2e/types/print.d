/* @@args: -q */
/* @@mask-ptr */
/* print() of a pointer to a struct built in alloca'd memory: members that
 * are all zero are left out, char arrays stop at NUL; the 1-bit field is
 * not shown, as DTrace reads it: bit 32 of the word at its byte */
enum color { RED = 1, GREEN = 2 };
struct rec {
	int id;
	char name[6];
	struct {
		short lo;
		short hi;
	} range;
	long zero;
	enum color c;
	unsigned flag : 1;
};

BEGIN
{
	r = (struct rec *)alloca(sizeof (struct rec));
	r->id = 42;
	r->name[0] = 'o';
	r->name[1] = 'k';
	r->range.hi = -3;
	r->c = GREEN;
	r->flag = 1;
	print(r);
	exit(0);
}
