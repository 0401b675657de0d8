/* commit() and discard() of an id up to nspec that no speculation() gave
 * do nothing, as DTrace's dt_speculation_set_drainable(); only an id past
 * nspec is an illegal operation. Speculation 1 is not touched by them. */
BEGIN
{
	s = speculation();
}
BEGIN
{
	discard(80);
}
BEGIN
{
	commit(100);
}
BEGIN
{
	speculate(s);
	printf("speculated %d\n", s);
}
BEGIN
{
	commit(s);
}
BEGIN
{
	discard(101);
}
BEGIN
{
	printf("done\n");
	exit(0);
}
