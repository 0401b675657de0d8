# A stack( ) value's type is a typedef of void: no pointer to ?: or == with
# a 0 (D_OP_INCOMPAT, not D_OP_ACT), resolved to "void" by . (D_OP_SOU);
# a struct variable indexed is *(gs + 1), whose + refuses the struct
# (D_OP_INCOMPAT, before a key list's D_ARR_BADREF).
decl='struct foo { int a; }; struct foo gs; struct foo *gp;'
for e in 'x = (gp ? stack() : 0)' 'x = stack() == 0' 'trace(stack().a)' \
	'x = gs[1]' 'x = gs[1, 2]'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# a func( ) value and a char array: no compatible arms (not D_OP_ACT)
"$SONDA" -e -x errtags -n 'BEGIN { trace(pid ? func(arg0) : curthread->comm); }' 2>&1 |
	sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
