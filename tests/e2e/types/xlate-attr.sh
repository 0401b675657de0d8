# -v: a member of a program's own translation has the xlate's attributes,
# the least of its input's and its translator's (dt_cook_op2( ),
# DT_TOK_XLATE), which are the least of every member's value
# (dt_cook_xlator( )), the one read or not: b's curthread (Private data)
# and b's cast to a kernel type of a kernel module's container
# (Private/Private/Unknown: struct tcp_sock, not struct task_struct, which
# the D container holds a copy of) lower a's too,
# through xlate<T>(e).m, xlate<T *>(e)->m, (*xlate<T *>(e)).m and an
# inline of the translation (its input's name is Stable). sonda took
# only the member read, Stable.
for b in 'curthread->pid' '((struct task_struct *)x)->pid' \
	'((struct tcp_sock *)x)->snd_cwnd' 'x + 1'; do
	for e in 'xlate<struct s>(1).a' 'xlate<struct s *>(1)->a' '(*xlate<struct s *>(1)).a' 'p->a'; do
		timeout 10 "$SONDA" -v -e -n "struct s { int a; int b; };
translator struct s < int x > { a = x; b = $b; };
inline struct s *p = xlate<struct s *>(1);
BEGIN { trace($e); }" 2>&1 | sed -n '/Minimum Statement/,+3p' | tr -d '\t' | paste -sd ' '
	done
done
