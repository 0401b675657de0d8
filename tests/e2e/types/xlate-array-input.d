/* @@args: -q */
/*
 * An array goes to a translator from a pointer to its element type, as
 * DTrace's dt_xlator_lookup takes it (dt_node_is_ptrcompat: arrays and
 * pointers alike; was D_XLATE_NONE); an int array skips the char *
 * translator, a char array the int * one
 */
struct in { int arr[4]; char nm[4]; };
struct out { int a; int b; };
translator struct out < int *P > { a = P[1]; b = *P; };
translator struct out < char *P > { a = P[1]; b = *P; };
BEGIN
{
	this->p = (struct in *)alloca(sizeof (struct in));
	this->p->arr[0] = 4;
	this->p->arr[1] = 9;
	this->p->nm[0] = 65;
	this->p->nm[1] = 66;
	printf("%d %d %d %d\n", xlate<struct out>(this->p->arr).a,
	    xlate<struct out *>(this->p->arr)->b, xlate<struct out>(this->p->nm).a,
	    xlate<struct out>(this->p->nm).b);
	exit(0);
}
