/* @@args: -q -x specsize=40 */
/* print( ) lays out its record as DTrace's dt_cg_act_print( ) does: the
 * address and then the object, each aligned on 8, with no specsize check
 * of its own (it is no dt_cg_store_val( )). After the int at 16, the
 * address takes 24 to 32 and the 8-byte struct 32 to 40, so the second
 * int, at 40, passes specsize 40: a speculative drop, and x = 1 does not
 * run (sonda laid print( ) out at 20 to 36, aligned on 2, and kept it). */
struct pair {
	int a;
	int b;
};

BEGIN
{
	s = speculation();
	this->p = (struct pair *)alloca(sizeof(struct pair));
	this->p->a = 7;
	this->p->b = 8;
	speculate(s);
	trace(1);
	print(this->p);
	trace(2);
	x = 1;
}

BEGIN
{
	commit(s);
}

BEGIN
{
	printf("x %d\n", x);
	exit(0);
}
