/* A declared variable called as a function: the parser finds it among the
 * globals (dt_node_func( )), D_FUNC_IDKIND. */
int gi;
int aa[int];

BEGIN
{
	gi(1);
}

/* @@args: -x errtags */
/* @@status: 1 */
