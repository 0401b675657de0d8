/* @@args: -q */
BEGIN
{
	s = speculation();
}
BEGIN
{
	speculate(s);
	printf("never printed\n");
}
BEGIN
{
	discard(s);
	t = speculation();
	printf("again %d\n", t);
	exit(0);
}
