/* A NULL string as a key of an associative array or an aggregation is an
 * invalid address, named 128 + the key's position as DTrace's
 * dt_cg_arglist( ) names it. */
BEGIN
{
	n[strchr("abc", 'z')]++;
	printf("not reached\n");
}

BEGIN
{
	@a[1, strstr("a", "b")] = count();
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("%x\n", arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x81\) */
