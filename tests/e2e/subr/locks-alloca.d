/* DTrace's dt_cg_subr_lock_helper( ) checks a lock pointer for NULL only: an
 * alloca( )'d one is not turned into its memory (dt_cg_check_ptr_arg( ) is
 * not called), so the lock word is read at the scratch offset, which cannot
 * be read: every lock subroutine sees 0, whatever the memory holds. */
BEGIN
{
	p = alloca(16);
	bcopy("\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377", p, 16);
	printf("%d %x %d %d\n", mutex_owned(p), (long)mutex_owner(p),
	    mutex_type_adaptive(p), mutex_type_spin(p));
	printf("%d %d %d\n", rw_read_held(p), rw_write_held(p), rw_iswriter(p));
	exit(0);
}

/* @@args: -q */
