/* In a parenthesized predicate the operator is made when ")" is read, on
 * its own line; only what ends at the closing "/" takes the next token's. */
BEGIN
/("a" & 1)
/
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
