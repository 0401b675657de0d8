/* @@args: -q */
/*
 * A string member given a char array is a string, as dt_cook_op2( ) types
 * a translated member: trace( ) prints its text (was a hex dump of the
 * array) and sizeof is strsize (was the array's 8)
 */
struct in { char name[8]; };
struct out { string s; };
translator struct out < struct in *P > { s = P->name; };
BEGIN
{
	this->p = (struct in *)alloca(sizeof (struct in));
	this->p->name[0] = 'h';
	this->p->name[1] = 'i';
	this->p->name[2] = 0;
	trace(xlate<struct out>(this->p).s);
	printf("|%d|%s\n", sizeof (xlate<struct out>(this->p).s),
	    strjoin(xlate<struct out *>(this->p)->s, "!"));
	exit(0);
}
