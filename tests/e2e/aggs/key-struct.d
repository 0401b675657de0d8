/* A struct, union or array key is its bytes, as dt_cg_arglist() copies a
 * by-reference key into the tuple: equal contents at two addresses are one
 * key. dt_print_datum() prints a key record of 1, 2, 4 or 8 bytes as an
 * integer of that size (" %3d", " %5d", " %8d", " %16lld") and any other as
 * dt_print_bytes() does: text when it is printable, else a hex dump. */
struct pair {
	int a;
	int b;
};

struct trio {
	int a;
	int b;
	int c;
};

BEGIN
{
	this->p = (struct pair *)alloca(sizeof(struct pair));
	this->q = (struct pair *)alloca(sizeof(struct pair));
	this->t = (struct trio *)alloca(sizeof(struct trio));
	this->p->a = 1; this->p->b = 2;
	this->q->a = 1; this->q->b = 2;
	this->t->a = 0x41; this->t->b = 0x42; this->t->c = 0x43;
	@p[*this->p] = count();
	@p[*this->q] = count();
	this->q->b = -1;
	@p[*this->q] = count();
	@t[*this->t] = count();
	@u[curthread->cred->uid] = count();
	exit(0);
}

/* @@args: -q */
