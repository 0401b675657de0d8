/* translated data is no translator's input: its type reads as DTrace's
 * dynamic type */
struct in_s {
	int a;
};
struct out_s {
	int b;
};
translator struct out_s < struct in_s *p > {
	b = p->a;
};

BEGIN
{
	trace(xlate<struct out_s>(xlate<struct out_s *>((struct in_s *)0)).b);
}

/* @@args: -x errtags */
/* @@status: 1 */
