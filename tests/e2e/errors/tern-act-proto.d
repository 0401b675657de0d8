/* An action in a ?: arm is cooked first: its arguments against its
 * prototype (raise( ) takes an int), then D_OP_ACT. */
int *p;

BEGIN
{
	p ? raise(p) : raise(p);
}

/* @@args: -x errtags */
/* @@status: 1 */
