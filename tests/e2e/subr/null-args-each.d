/* Every subroutine and action given a NULL pointer or string, each in a
 * clause of its own, the ERROR clause printing the clause, the fault and
 * its value. As in DTrace for Linux, a NULL string or pointer argument is
 * an invalid address (0x0) (dt_cg_check_ptr_arg( ), dt_cg_check_notnull( )
 * of dt_cg.c: the string subroutines, both arguments of those taking two,
 * strtok( )'s first one when it is not the constant 0 (a cast 0 is not),
 * the network and path subroutines, the lock tests, stringof( ), trace( ),
 * printf( ) and print( ), copyin( ), copyinstr( ), copyinto( ) and
 * bcopy( )'s source), a NULL string as a key is an invalid address
 * (0x80, 0x81), 128 plus its place in the key (dt_cg_arglist( )); nothing is
 * checked by mutex_type_adaptive( ) and mutex_type_spin( ), which give 1
 * and 0, by tracemem( ), which records zeros, by lltostr( ), whose
 * argument is an integer, nor by the comparisons, which compare NULL as a
 * pointer. */
struct mutex *m;
rwlock_t *rw;

BEGIN { printf("%d\n", strlen((string)0)); }
BEGIN { trace(strchr((string)0, 'a')); }
BEGIN { trace(strrchr((string)0, 'a')); }
BEGIN { trace(strstr((string)0, "a")); }
BEGIN { trace(strstr("a", (string)0)); }
BEGIN { trace(strjoin((string)0, "a")); }
BEGIN { trace(strjoin("a", (string)0)); }
BEGIN { trace(substr((string)0, 1)); }
BEGIN { trace(index((string)0, "a")); }
BEGIN { trace(index("a", (string)0)); }
BEGIN { trace(rindex((string)0, "a")); }
BEGIN { trace(rindex("a", (string)0)); }
BEGIN { trace(strtok((string)0, "a")); }
BEGIN { trace(strtok("a", (string)0)); }
BEGIN { trace(basename((string)0)); }
BEGIN { trace(dirname((string)0)); }
BEGIN { trace(cleanpath((string)0)); }
BEGIN { trace(inet_ntoa((ipaddr_t *)0)); }
BEGIN { trace(inet_ntoa6((in6_addr_t *)0)); }
BEGIN { trace(inet_ntop(2, (void *)0)); }
BEGIN { trace(inet_ntop(10, (void *)0)); }
BEGIN { trace(link_ntop(1, (void *)0)); }
BEGIN { trace(d_path((struct path *)0)); }
BEGIN { trace(mutex_owned(m)); }
BEGIN { trace(mutex_owner(m)); }
BEGIN { trace(rw_read_held(rw)); }
BEGIN { trace(rw_write_held(rw)); }
BEGIN { trace(rw_iswriter(rw)); }
BEGIN { trace(stringof((char *)0)); }
BEGIN { trace((string)0); }
BEGIN { printf("%s", (string)0); }
BEGIN { print((int *)0); }
BEGIN { @[(string)0] = count(); }
BEGIN { x[1, (string)0] = 1; }
BEGIN { trace(copyinstr(0)); }
BEGIN { trace(copyin(0, 1) == 0); }
BEGIN { this->p = alloca(8); copyinto(0, 1, this->p); }
BEGIN { this->p = alloca(8); bcopy((void *)0, this->p, 1); }
BEGIN
{
	printf("not checked: %d %d %s", mutex_type_adaptive(m), mutex_type_spin(m), lltostr(0));
	tracemem(0, 2);
	printf("compared: %d %d %d\n", (string)0 == "a", (string)0 < "a", (string)0 == NULL);
}

ERROR
{
	printf("clause %d: fault %d value %d\n", arg2, arg4, arg5);
}

BEGIN
{
	exit(0);
}

/* @@args: -q */
