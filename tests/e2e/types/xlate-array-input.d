/* @@args: -q */
/*
 * An array goes to a translator from a pointer to its element type, as
 * DTrace's dt_xlator_lookup takes it (dt_node_is_ptrcompat: arrays and
 * pointers alike; was D_XLATE_NONE); an int array skips the char *
 * translator, a char array the int * one
 * (from a D global array: an alloca( )'d input is DTrace's scratch offset in
 * the translator's members, test xlate-alloca-input)
 */
struct in { int arr[4]; char nm[4]; };
struct out { int a; int b; };
translator struct out < int *P > { a = P[1]; b = *P; };
translator struct out < char *P > { a = P[1]; b = *P; };
int arr[4];
char nm[4];
BEGIN
{
	arr[0] = 4;
	arr[1] = 9;
	nm[0] = 65;
	nm[1] = 66;
	printf("%d %d %d %d\n", xlate<struct out>(arr).a,
	    xlate<struct out *>(arr)->b, xlate<struct out>(nm).a,
	    xlate<struct out>(nm).b);
	exit(0);
}
