/* bcopy( ) writes to alloca'd memory only: a kernel pointer is refused */
BEGIN
{
	bcopy((void *)0, (void *)curthread, 1);
}

/* @@args: -x errtags */
/* @@status: 1 */
