/* declarations DTrace accepts: a static function prototype (extern), a storage
 * class on a struct definition alone, a typedef name after a size word,
 * repeated sign and size words, short before a tag, register parameters,
 * tags first named or defined
 * inside a struct defined again outside, a union holding an array of
 * itself after a first member */
static int f(int);
static struct s1 { int a; };
short int32_t v1;
unsigned unsigned v2;
short short v3;
short struct s1 *v4;
int g(register int x);
struct a { enum e *p; struct b { int x; } m; };
enum e { A };
struct b { char c; };
union u { int a; union u m[2]; };

BEGIN
{
	exit(0);
}

/* @@args: -e */
