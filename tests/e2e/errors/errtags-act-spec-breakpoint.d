/* @@args: -x errtags -w */
/* @@status: 1 */
/*
 * DTrace checks an action's order before generating its code: a
 * destructive action after speculate( ) is D_ACT_SPEC even when the action
 * (breakpoint( )) is one DTrace for Linux cannot generate
 */
BEGIN
{
	x = speculation();
	speculate(x);
	breakpoint();
}
