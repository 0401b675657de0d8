/* @@args: -q */
BEGIN
{
	@ = count();
	@ = count();
}

BEGIN
{
	@ = count();
	exit(0);
}
