/* @@args: -q */
/* A variable created by assignment takes the value's type as it is, as in
 * DTrace: a char sum stays a char, a short cast stays a short. */
char c;

BEGIN
{
	c = 100;
	x = c + c;
	self->y = c;
	this->z = (short)70000;
	printf("%d %d %d %d %d\n", x, sizeof (x), self->y, this->z, sizeof (this->z));
	exit(0);
}
