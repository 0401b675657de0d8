/* a stack is no array to dump: DTrace types it a typedef of void */
BEGIN
{
	tracemem(stack(), 8);
}

/* @@args: -x errtags */
/* @@status: 1 */
