/* mutex_owner reads struct mutex's owner word (flag bits off), mutex_owned
 * is 1 when that is the current task; rw_*: a qrwlock's counts masked as
 * DTrace for Linux does (rw_read_held: without the writer bits, so readers
 * count from 512; rw_write_held: the writer byte; rw_iswriter: writer byte
 * and waiting bit). A lock image is built in alloca'd memory. */
BEGIN
{
	p = alloca(64);
	printf("%d %x %d %d\n", mutex_owned(p), (long)mutex_owner(p),
	    mutex_type_adaptive(p), mutex_type_spin(p));
	printf("%d %d %d\n", rw_read_held(p), rw_write_held(p), rw_iswriter(p));
	bcopy("\377\002\000\000\377\377\377\377", p, 8);
	printf("%d %x\n", mutex_owned(p), (long)mutex_owner(p));
	printf("%d %d %d\n", rw_read_held(p), rw_write_held(p), rw_iswriter(p));
	l = (long *)p;
	*l = (long)curthread | 1;
	printf("%d %d\n", mutex_owned(p), mutex_owner(p) == curthread);
	exit(0);
}

/* @@args: -q */
