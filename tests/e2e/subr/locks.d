/* mutex_owner reads struct mutex's owner word (flag bits off), mutex_owned
 * is 1 when that is the current task; rw_*: a qrwlock's counts masked as
 * DTrace for Linux does (rw_read_held: without the writer bits, so readers
 * count from 512; rw_write_held: the writer byte; rw_iswriter: writer byte
 * and waiting bit). A lock image is built in a global array. */
long lk[8];

BEGIN
{
	m = (struct mutex *)lk;
	w = (rwlock_t *)lk;
	printf("%d %x %d %d\n", mutex_owned(m), (long)mutex_owner(m),
	    mutex_type_adaptive(m), mutex_type_spin(m));
	printf("%d %d %d\n", rw_read_held(w), rw_write_held(w), rw_iswriter(w));
	lk[0] = 0xffffffff000002ff;
	printf("%d %x\n", mutex_owned(m), (long)mutex_owner(m));
	printf("%d %d %d\n", rw_read_held(w), rw_write_held(w), rw_iswriter(w));
	lk[0] = (long)curthread | 1;
	printf("%d %d\n", mutex_owned(m), mutex_owner(m) == curthread);
	exit(0);
}

/* @@args: -q */
