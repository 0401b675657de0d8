/* @@args: -q */
/*
 * DTrace's dt_xlator_lookup, third pass: a translator from void * takes
 * any pointer (dt_node_is_ptrcompat: either side a void pointer), here
 * declared first, so it wins over the later struct in * one for a char *,
 * while struct in * still goes to its own translator
 * (from a D global array: an alloca( )'d input is DTrace's scratch offset in
 * the translator's members, test xlate-alloca-input)
 */
struct in { int a; };
struct out { int a; };
translator struct out < void *P > { a = 1; };
translator struct out < struct in *P > { a = P->a; };
int a[1];
BEGIN
{
	a[0] = 7;
	printf("%d %d %d\n", xlate<struct out>((char *)a).a,
	    xlate<struct out *>(a)->a, xlate<struct out>((struct in *)a).a);
	exit(0);
}
