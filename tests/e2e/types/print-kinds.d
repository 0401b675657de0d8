/* @@args: -q */
/* @@mask-ptr */
/* print( ) of pointers to each kind of type, formatted as DTrace's type
 * visitor does: members all zero are left out (enums too), floating-point
 * members are not shown, a NULL pointer member is left out and another one
 * shown in hex, an enum value without a name as a number, a string member
 * as its char array, bit-fields as DTrace reads them (the 64-bit word at
 * the field's byte, the bits ending at its offset modulo 64), a scalar at
 * the top with its comma, an array of zeros opened but not closed, an array
 * of typedef'd elements ending the print( ) after its line. */
enum color { RED = 0, GREEN = 1, BLUE = 2 };
typedef int myint;
struct leaf { int v; };
struct mid { struct leaf l; union { int a; short b; } u; };
struct kinds {
	enum color zero;
	enum color odd;
	int *nil;
	int *p;
	union { float f; int bits; } fl;
	char s[4];
	unsigned lo : 1;
	unsigned mid : 3;
	struct mid m;
	unsigned char bytes[3];
	long tail;
};
struct td { int a; myint t[2]; int after; };

BEGIN
{
	k = (struct kinds *)alloca(sizeof (struct kinds));
	k->odd = 7;
	k->p = (int *)0xfeed;
	k->fl.bits = 0x3f800000;
	k->s[0] = 'a';
	k->lo = 1;
	k->mid = 5;
	k->m.l.v = 3;
	k->m.u.b = 4;
	k->bytes[1] = 9;
	k->tail = -1;
	print(k);
	print(&k->odd);
	print(&k->p);
	print(&k->nil);
	print(&k->zero);
	print(&k->m);
	x = (int *)alloca(12);
	print((int (*)[3])x);
	t = (struct td *)alloca(sizeof (struct td));
	t->a = 1;
	t->t[0] = 2;
	t->after = 3;
	print(t);
	exit(0);
}
