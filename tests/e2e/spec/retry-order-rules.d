/* @@args: -q */
/* A clause whose actions read a variable only its predicate makes (n,
 * made by n++, this->v by its assignment) is cooked twice by DTrace (dt_cook_clause( ): the actions,
 * then the predicate and the actions again), but its order rules are
 * checked once, as dt_cg_clsflags( ) runs while its code is generated:
 * the speculate( ) of the first try does not make the second's a
 * speculate( ) after speculate( ). */
BEGIN
{
	s = speculation();
}

BEGIN
/(this->v = 7)/
{
	speculate(s);
	printf("this->v %d\n", this->v);
}

tick-1ms
/n++ < 3/
{
	speculate(s);
	printf("speculated %d\n", n);
}

tick-1ms
/m++ == 4/
{
	commit(s);
	x = m;
}

tick-1ms
/n == 6/
{
	printf("committed at %d\n", x);
	exit(0);
}
