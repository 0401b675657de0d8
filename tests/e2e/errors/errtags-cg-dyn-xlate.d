/* a translated value is of a dynamic type: no statement's value */
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
	xlate<struct out_s *>((struct in_s *)0);
}

/* @@args: -x errtags */
/* @@status: 1 */
