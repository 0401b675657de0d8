/* @@args: -q */
/* An alloca( )'d char * compared with a string, or stringof( ) of one
 * (DT_TOK_STRINGOF keeps the value): DTrace's compare ops check no pointer
 * (dt_cg_compare_op( ) calls no dt_cg_check_ptr_arg( )), so dt_strcmp( ) is
 * given its value, the scratch offset, an address it cannot read: it
 * compares below any string but "" (sonda compared the bytes alloca( )'d,
 * "a" == "a"). Two such pointers compare as pointers. */
BEGIN
{
	p = (char *)alloca(4);
	p[0] = 'a';
	p[1] = 0;
	q = (char *)alloca(4);
	printf("%d %d %d %d %d\n", p == "a", p != "a", p < "a", p > "", p == q);
	printf("%d\n", stringof(p) == "a");
	exit(0);
}
