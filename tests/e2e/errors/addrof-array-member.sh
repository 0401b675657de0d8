# A member, element or *p of array type is no lvalue (dt_cook_op1/op2 set
# DT_NF_LVALUE only for non-arrays), so & of it is D_ADDROF_LVAL; & of
# translated data is D_ADDROF_VAR, of an inline a "dynamic variable".
decl='struct s { int a[2][3]; char c; }; struct s gs;'
for e in 'trace(&curthread->comm)' 'trace(&gs.a)' 'trace(&gs.a[1])' 'trace(&gs.a[1][2])' \
	'trace(&gs.c)' 'trace(&curthread->comm[0])' 'trace(&curpsinfo)' 'trace(&*curpsinfo)' \
	'trace(&xlate<psinfo_t>(curthread))' 'trace(&curpsinfo->pr_fname)'; do
	timeout 10 "$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
