# *p of a translated pointer is no lvalue: dt_cook_op1( )'s DT_TOK_DEREF
# types it as the translation and stops before DT_NF_LVALUE, so a member
# reached from it by . is none either (dt_cook_op2( )'s DT_TOK_DOT passes
# on only the left operand's DT_NF_LVALUE): ++, --, = and op= of it are
# D_OP_LVAL, & of it D_ADDROF_LVAL. Through -> the member is an lvalue,
# not writable: D_OP_WRITE.
for p in 'BEGIN { (*curpsinfo).pr_pid++; }' \
	'BEGIN { --(*curpsinfo).pr_ppid; }' \
	'BEGIN { (*curpsinfo).pr_uid = 1; }' \
	'BEGIN { (*curlwpsinfo).pr_lwpid += 2; }' \
	'BEGIN { (*xlate<psinfo_t *>(curthread)).pr_pid++; }' \
	'BEGIN { trace(&(*curpsinfo).pr_ppid); }' \
	'BEGIN { curpsinfo->pr_pid++; }'; do
	"$SONDA" -x errtags -e -n "$p" 2>&1
	echo "status $?"
done
