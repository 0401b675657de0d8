/* A struct used as an aggregation key is its bytes, as dt_cg_arglist copies
 * a by-reference tuple member: two values of one variable are two keys
 * (sonda keyed by the variable's address), printed as DTrace prints a key
 * of no scalar size (a dump of its bytes). */
struct t { int a; long b; } h;

BEGIN
{
	h.a = 5;
	@[h] = count();
	h.a = 6;
	@[h] = count();
	@[h] = count();
	exit(0);
}

/* @@args: -q */
