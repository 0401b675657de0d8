/* @@args: -q */
/*
 * P[k] of a translator's input pointer is *(P + k), as DTrace's parser
 * makes the [ ] of any name that is not an associative array (was
 * D_VAR_UNDEF: P taken for an array)
 */
struct in { int arr[4]; };
struct out { int a; int b; };
translator struct out < int *P > { a = P[1]; b = P[0] + P[3]; };
BEGIN
{
	this->p = (struct in *)alloca(sizeof (struct in));
	this->p->arr[0] = 2;
	this->p->arr[1] = 9;
	this->p->arr[3] = 5;
	printf("%d %d\n", xlate<struct out>(&this->p->arr[0]).a,
	    xlate<struct out *>(&this->p->arr[0])->b);
	exit(0);
}
