/* stack( )'s depth is checked as its code is generated (D_STACK_SIZE); a
 * ?: arm of it is refused before, as the clause is cooked (D_OP_ACT). */
long n;

BEGIN
{
	n ? stack(n) : stack(n);
}

/* @@args: -x errtags */
/* @@status: 1 */
