# *p of a translated pointer (*curpsinfo, *xlate <T *> (e), *args[i] of a
# translating provider): dt_cook_op1( )'s DT_TOK_DEREF gives it the
# translator's ident and the type <DYN> (flags SIGN,COOK,REF, no lvalue),
# so -x tree prints OP1 * as <DYN> and the member . of it without LVAL;
# the * has its operand's attributes and the member the *'s, so
# (*curpsinfo).pr_ppid is as Stable as curpsinfo->pr_ppid in -v's report.
# @@noroot
for p in 'BEGIN { y = (*curpsinfo).pr_ppid; }' 'BEGIN { y = (*xlate <psinfo_t *> (curthread)).pr_ppid; }' \
	'io:::start { y = (*args[1]).dev_major; }'; do
	"$SONDA" -v -e -n "$p" 2>&1 | sed -n '/Minimum Statement/,/Dependency/p'
	"$SONDA" -x tree=4 -e -n "$p" 2>&1 |
	    awk '/PDESC (:::BEGIN|io:::start)/ { p = 1 } /^Parse tree/ { p = 0 } p && /OP2 \. |OP1 \* /'
done
