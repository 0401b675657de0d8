/* @@args: -q */
/* A char array read from memory is all its bytes, as DTrace's record of
 * it (dt_cg_store_val() copies the array's size by reference): trace()
 * dumps the zeros after the task's name, not whatever an earlier record
 * left in sonda's buffer where the array was read. */
BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d\n", -1, -1, -1, -1, -1, -1, -1,
	    -1, -1, -1);
}

BEGIN
{
	trace(curthread->comm);
	printf("[%S] [%s]\n", curpsinfo->pr_fname, curpsinfo->pr_fname);
	exit(0);
}
