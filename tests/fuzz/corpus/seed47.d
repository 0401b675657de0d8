BEGIN
{
	x = 1.5;
}

/* @@status: 1 */
/* @@stderr-match: floating-point constants are not permitted */
