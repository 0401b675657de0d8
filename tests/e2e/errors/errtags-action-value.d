/* An action used as a value is void; its own format is checked only when
 * it is a statement, so the outer printf's check comes first (as DTrace). */
BEGIN
{
	printf("%d", printf(""));
}

/* @@args: -x errtags */
/* @@status: 1 */
