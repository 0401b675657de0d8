/* ... and an inline of a constant above is that constant, of its own type */
inline char I = 1;

BEGIN
{
	I = "s";
}

/* @@args: -x errtags */
/* @@status: 1 */
