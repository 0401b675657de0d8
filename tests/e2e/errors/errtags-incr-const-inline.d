/* an inline of a constant is its value: no lvalue */
inline int x = 1;

BEGIN
{
	x++;
}

/* @@args: -x errtags */
/* @@status: 1 */
