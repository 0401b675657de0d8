/* stringof( ) of a stack: its type (a typedef of void) is no scalar */
BEGIN
{
	x = stringof(stack());
}

/* @@args: -x errtags */
/* @@status: 1 */
