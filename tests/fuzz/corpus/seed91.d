/* @@args: -q */
/* A speculation is printed only when committed, in its place. */
BEGIN
{
	s = speculation();
	printf("id %d\n", s);
}
BEGIN
{
	speculate(s);
	printf("speculative %d\n", 42);
}
BEGIN
{
	printf("before commit\n");
}
BEGIN
{
	commit(s);
}
BEGIN
{
	printf("after commit\n");
	exit(0);
}
