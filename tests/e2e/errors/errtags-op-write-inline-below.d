/* an inline of a constant defined below its use is its variable there, not a
 * constant: not writable (above it, no lvalue: D_OP_LVAL) */
BEGIN
{
	I = 2;
}

inline int I = 1;

/* @@args: -x errtags */
/* @@status: 1 */
