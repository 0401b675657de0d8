/* A translated pointer member made from an alloca( )'d input is the value
 * DTrace keeps in its register: the scratch offset (the first allocation at
 * 8), so it compares equal to the input pointer and prints as the offset.
 * (A translation copied whole, this->o = *xlate<T *>(p), is DTrace's
 * D_UNKNOWN: xlate-struct-assign.sh.) (A member that reads through the
 * input reads at that offset: test xlate-alloca-input.) */
struct in { int f0; };
struct out { void *m0; long m2; };
translator struct out < struct in *P > { m0 = (void *)P; m2 = sizeof (*P); };
BEGIN
{
	this->p = (struct in *)alloca(sizeof (struct in));
	this->p->f0 = 100;
	printf("%d %p %p\n", xlate<struct out *>(this->p)->m0 == (void *)this->p,
	    xlate<struct out *>(this->p)->m0, (void *)this->p);
	printf("%p %d\n", xlate<struct out>(this->p).m0, ((struct in *)xlate<struct out>(this->p).m0)->f0);
	printf("%d\n", xlate<struct out *>(this->p)->m0 == (void *)this->p);
	exit(0);
}
/* @@args: -q */
