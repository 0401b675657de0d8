/* @@args: -q */
/*
 * A const qualifier does not make a D variable read-only: DTrace's parser
 * marks every declared or assigned variable writable (DT_IDFLG_WRITE, then
 * DT_NF_WRITABLE in dt_xcook_ident( )), a member or an element of a writable
 * variable writable too (dt_cook_op2( )'s DT_TOK_DOT, the DT_TOK_DEREF of
 * *(a + i)), and no check of D_OP_WRITE, D_OP_LVAL or the stores looks at
 * CTF's const (dt_parser.c, dt_cg.c). So a const global, self->, this->,
 * associative array, array element and struct member are all stored,
 * ++'d and op='d.
 */
const int c;
self const long t;
this const short l;
const int a[int];
const int arr[4];
struct cs {
	const int x;
	const char n[4];
} s;

BEGIN
{
	c = 1;
	c++;
	self->t = 10;
	self->t += 5;
	this->l = 7;
	--this->l;
	a[3] = 4;
	a[3] *= 3;
	arr[2] = 9;
	arr[2]--;
	s.x = 11;
	s.x <<= 1;
	s.n[0] = 'o';
	s.n[1] = 'k';
	printf("%d %d %d %d %d %d %s\n", c, self->t, this->l, a[3], arr[2], s.x,
	    stringof(s.n));
	exit(0);
}
