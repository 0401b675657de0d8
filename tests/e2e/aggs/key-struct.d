/* A struct, union or array key is its bytes, as dt_cg_arglist() copies a
 * by-reference key into the tuple: equal contents at two addresses are one
 * key. dt_print_datum() prints a key record of 1, 2, 4 or 8 bytes as an
 * integer of that size (" %3d", " %5d", " %8d", " %16lld") and any other as
 * dt_print_bytes() does: text when it is printable, else a hex dump. (The
 * structs are D variables: one read through an alloca()'d pointer is read
 * at its scratch offset, an invalid address: errors/fault-key-alloca-struct.) */
struct pair {
	int a;
	int b;
};

struct trio {
	int a;
	int b;
	int c;
};

struct pair p, q;
struct trio t;

BEGIN
{
	p.a = 1; p.b = 2;
	q.a = 1; q.b = 2;
	t.a = 0x41; t.b = 0x42; t.c = 0x43;
	@p[p] = count();
	@p[q] = count();
	q.b = -1;
	@p[q] = count();
	@t[t] = count();
	@u[curthread->cred->uid] = count();
	exit(0);
}

/* @@args: -q */
