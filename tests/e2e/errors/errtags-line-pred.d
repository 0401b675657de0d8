/* DTrace numbers an error in a predicate's last operator by the line its
 * lexer reached looking past the closing "/": the "{" line. */
BEGIN
/"a" & 1/
{
	exit(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
