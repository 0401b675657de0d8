# A member of a translation is a member of the translator's output type,
# not its translator's expression: through -> or of an lvalue (fds[0]) it
# is an lvalue that is never writable, D_OP_WRITE for =, op=, ++ and --;
# xlate<T>(e) is no lvalue, nor is *p of a translated pointer
# (dt_cook_op1( )'s DT_TOK_DEREF), so xlate<T>(e).m and (*curpsinfo).m are
# D_OP_LVAL (dt_cook_op2( ), DT_TOK_PTR and DT_TOK_DOT). sonda said
# D_OP_LVAL for all of them (found by tests/fuzz/bvars.py).
for e in 'curpsinfo->pr_pid = 1' 'curlwpsinfo->pr_pri += 1' 'curcpu->cpu_id = 1' \
	'curpsinfo->pr_pid++' '--curlwpsinfo->pr_lwpid' \
	'xlate<psinfo_t *>(curthread)->pr_pid = 1' '(*curpsinfo).pr_pid = 1' \
	'fds[0].fi_offset = 1' 'fds[0].fi_name = "x"' \
	'xlate<psinfo_t>(curthread).pr_pid = 1' 'xlate<lwpsinfo_t>(curthread).pr_pri++'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
