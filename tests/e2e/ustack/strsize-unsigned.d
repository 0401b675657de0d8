/* ustack( )'s second argument is refused only when it is a signed negative
 * constant: DTrace's dt_cg_stack_arg( ) tests DT_NF_SIGNED before the sign
 * bit, so 0u - 1 and 0xffffffffffffffff (unsigned constants) are accepted
 * and the stack prints as with no string size. */
/* @@args: -q -c "$SONDA_TRIGGERS/ucalls 1 1" */
pid$target:a.out:leaf:entry
/i++ == 0/
{
	printf("[");
	ustack(1, 0u - 1);
	printf("][");
	ustack(1, 0xffffffffffffffff);
	printf("]");
}
