/* DTrace refuses this program: a key that is an alloca pointer's taints
 * the array (dt_idcook_assc( )) and the stores of other values to it are
 * D_ALLOCA_INCOMPAT (dt_cg_store_var( )), at the first clause. */
/* A string key made of an alloca( )'d pointer, (string)p or stringof(p), is
 * read where DTrace's dt_cg_arglist( ) reads it: at the value it evaluates,
 * the scratch offset (neither the cast nor stringof( ) turns it into the
 * memory, and no dt_cg_check_ptr_arg( ) runs there), so the read fails: an
 * invalid address named 128 + the key's position. Stored in a variable
 * first, the string is a copy (dt_cg_store_var( ) checks and converts). */
BEGIN
{
	p = (char *)alloca(16);
	p[0] = 'a';
	p[1] = 0;
	a[(string)p] = 1;
}

BEGIN
{
	p = (char *)alloca(16);
	p[0] = 'a';
	p[1] = 0;
	@c[1, stringof(p)] = count();
}

BEGIN
{
	p = (char *)alloca(16);
	p[0] = 'a';
	p[1] = 0;
	s = (string)p;
	b[s] = 2;
	printf("%s %d\n", s, b["a"]);
	exit(0);
}

ERROR
{
	printf("clause %d fault %d value %x\n", arg2, arg4, arg5);
}

/* @@args: -q -x errtags */
/* @@status: 1 */
