/* A string copied from an address that is not NULL but cannot be read is
 * an invalid address: DTrace's dt_cg_store_var( ), dt_cg_store( ) and
 * dt_cg_ternary_op( ) copy with dt_cg_memcpy( ), which checks its
 * bpf_probe_read( ) and names the source, but for ?:, whose source is in
 * %r0, where the helper's error is by then (-EFAULT, 0xfffffffffffffff2).
 * A global is zeroed before the copy ("" after the fault); a dynamic
 * variable's element is made before it ("" too). */
#define BAD	((string)(char *)8)

struct s {
	string n;
};

string g;
int z;
this struct s *p;

BEGIN
{
	g = "old";
}

BEGIN
{
	g = BAD;
	printf("not reached\n");
}

BEGIN
{
	printf("g [%s]\n", g);
}

BEGIN
{
	this->t = BAD;
	printf("not reached\n");
}

BEGIN
{
	self->s = BAD;
	printf("not reached\n");
}

BEGIN
{
	printf("self->s [%s]\n", self->s);
}

BEGIN
{
	a["k"] = BAD;
	printf("not reached\n");
}

BEGIN
{
	printf("a [%s]\n", a["k"]);
}

BEGIN
{
	printf("[%s]\n", z ? "x" : BAD);
}

BEGIN
{
	printf("[%s]\n", z ? "x" : "y");
}

BEGIN
{
	this->p = (struct s *)alloca(sizeof(struct s));
	this->p->n = BAD;
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("clause %d fault %d at %x\n", arg2, arg4, arg5);
}

/* @@args: -q -C -x strsize=16 */
/* @@stderr-match: invalid address \(0x8\) */
