/* @@args: -q */
/*
 * P[k] of a translator's input pointer is *(P + k), as DTrace's parser
 * makes the [ ] of any name that is not an associative array (was
 * D_VAR_UNDEF: P taken for an array)
 * (from a D global array: an alloca( )'d input is DTrace's scratch offset in
 * the translator's members, test xlate-alloca-input)
 */
struct in { int arr[4]; };
struct out { int a; int b; };
translator struct out < int *P > { a = P[1]; b = P[0] + P[3]; };
int arr[4];
BEGIN
{
	arr[0] = 2;
	arr[1] = 9;
	arr[3] = 5;
	printf("%d %d\n", xlate<struct out>(&arr[0]).a,
	    xlate<struct out *>(&arr[0])->b);
	exit(0);
}
