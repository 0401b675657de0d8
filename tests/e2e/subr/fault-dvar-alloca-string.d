/* A string made of an alloca( )'d pointer, (string)p or stringof(p), stored
 * into a dynamic variable (self->s, a[k]) is copied from the value as it is,
 * the scratch offset: dt_cg_store_var( )'s path for dynamic variables calls
 * no dt_cg_check_ptr_arg( ), so dt_cg_memcpy( ) fails to read it: an
 * invalid address, the offset. A global or clause-local string variable
 * gets the string (the check converts the pointer there). */
BEGIN { p = (char *)alloca(16); p[0] = 'a'; p[1] = 0; self->s = (string)p; printf("no\n"); }
BEGIN { p = (char *)alloca(16); p[0] = 'a'; p[1] = 0; a[1] = (string)p; printf("no\n"); }
BEGIN { p = (char *)alloca(16); p[0] = 'a'; p[1] = 0; a[2] = stringof(p + 1); printf("no\n"); }

BEGIN
{
	p = (char *)alloca(16);
	p[0] = 'a';
	p[1] = 0;
	g = (string)p;
	this->l = stringof(p);
	printf("%s %s\n", g, this->l);
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %d\n", arg2, arg4, arg5);
}

/* @@args: -q */
/* @@stderr-match: invalid address \(0x9\) */
