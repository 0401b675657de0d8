/* a symbol (type _symaddr, a typedef of void) is no pointer */
BEGIN
{
	x = *sym(0);
}

/* @@args: -x errtags */
/* @@status: 1 */
