# & of a translated member reached by -> (or by . on an lvalue: an inline
# or an element of an inline with parameters) is taken, as DTrace's parser
# makes such a member an lvalue (dt_cook_op2's DT_TOK_PTR/DOT); its code
# generator then runs the translator's expression for the member, a value,
# so the & is that value typed a pointer to the member (dereferencing it
# reads that address). An array member is no lvalue, nor a member of
# xlate<T>(e) by value, nor of *p of a translated pointer (dt_cook_op1's
# DT_TOK_DEREF makes no lvalue): those stay D_ADDROF_LVAL. (& of a member
# of curcpu, a real pointer in DTrace, is types/curcpu-addrof.)
"$SONDA" -qn 'BEGIN {
	p = &curpsinfo->pr_pid;
	printf("%d %d %d %d\n", (long)p == pid,
	    &curlwpsinfo->pr_lwpid == (id_t *)tid,
	    (long)&xlate<psinfo_t *>(curthread)->pr_pid == pid,
	    (long)&fds[0].fi_oflags == fds[0].fi_oflags);
	exit(0);
}'
for e in 'trace(&curpsinfo->pr_fname)' 'trace(&xlate<psinfo_t>(curthread).pr_pid)' \
    'trace(&(*curpsinfo).pr_ppid)'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
