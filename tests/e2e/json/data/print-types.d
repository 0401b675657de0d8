/* print() of a pointer to every kind of D type, in alloca'd memory
 * (json/print-types.sh). */
enum color { RED = 1, GREEN = 2, BLUE = 3 };
struct inner { short lo; unsigned short hi; };
union u { int i; unsigned char b[4]; };
struct all {
	char c;
	signed char sc;
	unsigned char uc;
	short s;
	unsigned short us;
	int i;
	unsigned int ui;
	long l;
	unsigned long ul;
	long long ll;
	unsigned long long ull;
	char name[8];
	int arr[3];
	struct inner in;
	struct inner ins[2];
	union u un;
	enum color col;
	enum color other;
	int *p;
	unsigned int f1 : 3;
	int f2 : 5;
	unsigned int f3 : 24;
	char *nil;
	char utf[4];
	signed char neg[2];
};

BEGIN
{
	a = (struct all *)alloca(sizeof (struct all) + 8);	/* print( ) checks 8 bytes at a pointer */
	a->c = 'x';
	a->sc = -5;
	a->uc = 250;
	a->s = -300;
	a->us = 65000;
	a->i = -70000;
	a->ui = 4000000000;
	a->l = -5000000000;
	a->ul = 0xF9CCD8A1C5080000;
	a->ll = -9000000000000000000;
	a->ull = 0xffffffffffffffff;
	a->name[0] = 'h';
	a->name[1] = 'i';
	a->arr[0] = 1;
	a->arr[2] = -3;
	a->in.lo = -1;
	a->in.hi = 2;
	a->ins[1].hi = 7;
	a->un.i = 0x01020304;
	a->col = BLUE;
	a->other = 9;
	a->p = (int *)0x1234;
	a->f1 = 5;
	a->f2 = -3;
	a->f3 = 0xabcdef;
	a->utf[0] = 0xc3;	/* U+00E9 in UTF-8 */
	a->utf[1] = 0xa9;
	a->neg[0] = -1;
	a->neg[1] = -2;
	print(a);
	print(&a->un);
	print((char (*)[8])a->name);
	print((int (*)[3])a->arr);
	print((struct inner (*)[2])a->ins);
	print(&a->col);
	print(&a->ull);
	print(&a->sc);
	print("str");
	print(&a->in.lo);
	print(&a->in);
	print(&a->p);
	print((signed char (*)[2])a->neg);
	exit(0);
}
