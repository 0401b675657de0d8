/* @@args: -q */
/*
 * DTrace's dt_xlator_lookup, third pass: a translator from void * takes
 * any pointer (dt_node_is_ptrcompat: either side a void pointer), here
 * declared first, so it wins over the later struct in * one for a char *,
 * while struct in * still goes to its own translator
 */
struct in { int a; };
struct out { int a; };
translator struct out < void *P > { a = 1; };
translator struct out < struct in *P > { a = P->a; };
BEGIN
{
	this->p = (struct in *)alloca(sizeof (struct in));
	this->p->a = 7;
	printf("%d %d %d\n", xlate<struct out>((char *)this->p).a,
	    xlate<struct out *>(&this->p->a)->a, xlate<struct out>(this->p).a);
	exit(0);
}
