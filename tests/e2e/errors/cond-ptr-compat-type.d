/* Pointers ctf_type_compat( ) finds compatible (long * and long long *:
 * one encoding) give ?: its first operand's type, as dt_cook_op3( ) checks
 * that before dt_node_is_ptrcompat( ), which would give the second's. */
BEGIN
{
	this->a = (long *)0;
	this->b = (long long *)0;
	printf("%s\n", pid ? this->a : this->b);
}

/* @@args: -x errtags */
/* @@status: 1 */
