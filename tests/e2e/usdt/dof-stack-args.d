/* A DOF probe of eight arguments: arg0..arg5 are the call's registers,
 * arg6 and arg7 the words at sp[0] and sp[8], where the call would have
 * found them (DTrace's USDT trampoline reads the stack from sp[0], the
 * site being not yet called), and args[6] and args[7] are typed. */
/* @@args: -q -c "$SONDA_TRIGGERS/udof3 2" */
/* @@sort */
udofarg$target:udof3:udof3_args:args
{
	printf("%s %d %d %d %d %d %d %d %d | %d %d\n", probename, arg0, arg1,
	    arg2, arg3, arg4, arg5, arg6, arg7, args[6], args[7]);
}
