# profile-N's arguments, as DTrace for Linux's trampoline sets them
# (dt_prov_profile.c, dt_cg_tramp_copy_pc_from_regs( )): arg0 is the PC
# when the sample interrupted the kernel (else 0), arg1 the PC when it
# interrupted user code (else 0), told apart by the PC's top bit; arg2
# and on are 0. The getppid trigger spends its time in both.
"$SONDA" -q -c "$SONDA_TRIGGERS/getppid 3000000" -n '
BEGIN
{
	n = kern = user = rest = 0;
}

profile-997
/pid == $target/
{
	n++;
	kern += arg0 < 0 && arg1 == 0;
	user += arg0 == 0 && arg1 > 0;
	rest += arg2 != 0 || arg3 != 0 || arg4 != 0 || arg9 != 0;
}

END
{
	printf("%s samples, each kernel or user: %d, user ones: %s, arg2+: %d\n",
	    n > 0 ? "some" : "no", kern + user == n, user > 0 ? "some" : "none",
	    rest);
}'
