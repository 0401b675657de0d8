/* print( ) takes a pointer: a user stack (type stack) is none */
BEGIN
{
	print(ustack());
}

/* @@args: -x errtags */
/* @@status: 1 */
