/* a stack's type is a typedef of void: it has no size */
BEGIN
{
	x = sizeof(ustack());
}

/* @@args: -x errtags */
/* @@status: 1 */
