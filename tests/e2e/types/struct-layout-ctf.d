/* libctf's layout of D's structs and unions (ctf_add_member_offset,
 * ctf_add_integer, ctf_type_align), as DTrace declares them:
 * - no tail padding: struct { long l; char c; } is 9 bytes, and an array
 *   of two is 18;
 * - a struct's alignment is its first member's: struct tail placed after
 *   a char starts at offset 1;
 * - a bit-field's type is as many bytes as its width needs rounded up to a
 *   power of two (20 bits: 4), aligned to that size; the next member
 *   starts after the width's bytes (a 33-bit field: 5 bytes, 8 aligned);
 * - a union is as large as its largest member, a bit-field's counted as
 *   its bytes (int a : 3 is 1). */
struct tail { long l; char c; };
struct outer { char c; struct tail t; char d; };
struct bf { char c; long a : 20; char d; };
struct bf2 { char c; long w : 33; char e; };
union ub { int a : 3; char c; };
union uw { long a; char b[9]; };
struct tail arr[2];

BEGIN
{
	printf("%d %d\n", sizeof(struct tail), sizeof(arr));
	printf("%d %d %d\n", sizeof(struct outer), offsetof(struct outer, t),
	    offsetof(struct outer, d));
	printf("%d %d\n", sizeof(struct bf), offsetof(struct bf, d));
	printf("%d %d\n", sizeof(struct bf2), offsetof(struct bf2, e));
	printf("%d %d\n", sizeof(union ub), sizeof(union uw));
	arr[1].l = 77; arr[1].c = 'z';
	printf("%d %c\n", arr[1].l, arr[1].c);
	exit(0);
}

/* @@args: -q */
