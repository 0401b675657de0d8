# uregs[]'s constant index is taken as DTrace's dt_cg_uregs( ) takes it, an
# unsigned int: uregs[4294967296] is uregs[0] and uregs[4294967317] is
# uregs[R_DS]; one past 25 is printed with %d (3000000000 is -1294967296).
# Only a negative index of a signed type is D_REGS_IDX (dt_idcook_regs( )):
# 0xffffffffffffffff is unsigned, so it is index 4294967295, printed -1.
"$SONDA" -qn 'BEGIN {
	printf("%d %d\n", uregs[4294967296] == uregs[R_R15],
	    uregs[4294967317] == uregs[R_DS]);
	exit(0);
}'
for i in 3000000000 0xffffffffffffffff 4294967322 -1; do
	"$SONDA" -x errtags -qn "BEGIN { trace(uregs[$i]); }" 2>&1
	echo "status $?"
done
