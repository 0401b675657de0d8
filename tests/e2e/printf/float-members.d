/* @@args: -q */
/* %e %f %g of float and double members (D has no floating-point
 * constants, but types do): a float is widened to double as DTrace's
 * pfprint_fp( ) does. trace( ) of either prints its bits as an unsigned
 * integer of its size (dt_print_trace( ): floating types are not signed). */
union u { int i; float f; long l; double d; };

BEGIN
{
	p = (union u *)alloca(8);
	p->i = 0xbfc00000;
	printf("%f %e %g %5.1f|", p->f, p->f, p->f, p->f);
	trace(p->f);
	p->l = 0xbff8000000000000;
	printf("|%f %G|", p->d, p->d);
	trace(p->d);
	printf("\n");
	exit(0);
}
