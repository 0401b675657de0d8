/* translated data has no address */
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
	trace(&xlate<struct out_s>((struct in_s *)0));
}

/* @@args: -x errtags */
/* @@status: 1 */
