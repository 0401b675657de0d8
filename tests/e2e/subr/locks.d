/* mutex_owned/mutex_owner read struct mutex's owner word (flag bits off);
 * rw_*: a qrwlock's counts (readers from bit 9, writer byte 0xff). A lock
 * image is built in alloca'd memory. */
BEGIN
{
	p = alloca(64);
	printf("%d %x %d %d\n", mutex_owned(p), (long)mutex_owner(p),
	    mutex_type_adaptive(p), mutex_type_spin(p));
	printf("%d %d %d\n", rw_read_held(p), rw_write_held(p), rw_iswriter(p));
	bcopy("\377\002\000\000\377\377\377\377", p, 8);
	printf("%d %x\n", mutex_owned(p), (long)mutex_owner(p));
	printf("%d %d %d\n", rw_read_held(p), rw_write_held(p), rw_iswriter(p));
	exit(0);
}

/* @@args: -q */
