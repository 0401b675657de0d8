/* an assignment's operand types are checked before its left side's
 * writability: an inline met below is its variable, of its type */
BEGIN
{
	I = "s";
}

inline int I = 1;

/* @@args: -x errtags */
/* @@status: 1 */
