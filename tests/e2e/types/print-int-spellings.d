/* @@args: -q */
/* @@mask-ptr */
/* DTrace names an integer type from its words ("signed ", "unsigned ", the
 * size words, then "int" or "char" unless a size word came) and looks that
 * name up: "unsigned", "signed", "signed int", "signed short", "signed long"
 * and "signed long long" are intrinsics of their own, which print( ) shows;
 * "short int" is "short", "long unsigned int" "unsigned long". A bit-field
 * keeps its base type's name. */
struct s {
	unsigned a;
	signed b;
	signed int c;
	short int d;
	long unsigned int e;
	signed short f;
	signed long g;
	long long int h;
	signed long long i;
	signed char j;
	unsigned k : 8;
};

BEGIN
{
	q = (struct s *)alloca(sizeof (struct s));
	q->a = 1; q->b = -2; q->c = 3; q->d = 4; q->e = 5; q->f = 6;
	q->g = 7; q->h = 8; q->i = 9; q->j = 10; q->k = 11;
	print(q);
	exit(0);
}
