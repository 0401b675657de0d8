/* @@args: -q */
/*
 * DTrace for Linux keeps an alloca( ) pointer as its offset in scratch
 * memory (dt_cg_subr_alloca_impl( ): the first allocation at 8, each
 * rounded up to 8) and that offset is the value a program sees: printed
 * with %p, traced, cast to an integer (only scalarized by
 * dt_cg_typecast( ), not narrowed), and an integer made from it cast back
 * to a pointer points into the alloca'd memory again; a pointer loaded
 * from that memory is printed as it is. DTrace computes on the offset
 * until it loads through it, so &r[1].c is an offset too
 */
struct T { int *m; };
struct R { long l; char c; };

BEGIN
{
	this->p = (char *)alloca(200);
	this->q = (int *)alloca(4);
	this->p[3] = 42;
	*this->q = -7;
	printf("%p %p %d %x\n", this->p, this->q, (long)this->q,
	    (uintptr_t)(this->q + 1));
	trace(this->p + 5);
	printf("\n%d %d\n", (long)(char)this->q, (int)(this->q - 1));
	this->r = (char *)((long)this->p + 3);
	printf("%d %d %d\n", *this->r, (long)this->r,
	    *(int *)((uintptr_t)this->q));
	this->n = (char *)0;
	printf("%d\n", (long)this->n);
	this->t = (struct T *)alloca(8);
	this->t->m = (int *)4660;
	printf("%p %d\n", this->t->m, (long)this->t->m);
	this->s = (struct R *)alloca(20);
	printf("%d %p %d\n", (long)this->s, &this->s[1].c,
	    (long)&this->s[1].c - (long)this->s);
	exit(0);
}
