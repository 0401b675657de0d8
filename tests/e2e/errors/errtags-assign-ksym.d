/* a kernel symbol is no writable variable */
BEGIN
{
	`vfs_read = 2;
}

/* @@args: -x errtags */
/* @@status: 1 */
