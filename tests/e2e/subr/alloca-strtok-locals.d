/* @@args: -q */
/* Clause-local variables, alloca'd memory and strtok's state share the
 * clause-local area without overlapping, whatever order they are first
 * used in. */
BEGIN
{
	this->pre = "pre";
	p = (char *)alloca(10);
	bcopy("hello", p, 6);
	this->a = 1;
	x = strtok("a b c", " ");
	this->s = "q";
	y = strtok(NULL, " ");
	this->b = 2;
	printf("%s %s %s %d %s %d %s\n", stringof(p), x, y, this->a, this->s, this->b,
	    this->pre);
	exit(0);
}
