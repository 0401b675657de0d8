/* An element of an array indexed by a variable that is itself an array or
 * a struct, read further by a constant index or a member (m[i][2] of an
 * int m[2][3], ga[i].b), as DTrace reads it: *(m + i) checked at run time
 * on the scaled index (dt_cg_arithmetic_op), then the element's own
 * offset added. The kernel's verifier must see the whole element inside
 * the variable's memory, globals and this-> alike; an index past the
 * array still faults with its value. */
struct st { int a; long b; };
struct st ga[3];
int m[2][3];
this int tm[2][3];

BEGIN
{
	m[1][2] = 5;
	ga[2].b = 7;
	this->tm[1][1] = 9;
	this->i = 1;
	this->j = 2;
	printf("%d %d %d %d\n", m[this->i][2], m[this->i][this->j],
	    ga[this->j].b, this->tm[this->i][1]);
	ga[this->j].a = 3;
	printf("%d\n", ga[2].a);
}

BEGIN
{
	this->i = 2;
	trace(m[this->i][0]);
}

BEGIN
{
	printf("done\n");
	exit(0);
}

/* @@args: -q */
/* @@stderr-match: dt_clause_1 .*index out of bounds \(2\) */
