# self->NAME and this->NAME whose NAME holds a backquote (the lexer's
# identifier after -> may, as a symbol's name does: `x, mod`x, ``x, x``,
# 9p`x) are no variables: DTrace's dt_xcook_ident( ) takes the mark as a
# symbol scope, which it looks up in the global scope only, so the
# thread-local or clause-local name is D_IDENT_UNDEF "failed to resolve
# NAME: Unknown variable name" (the EDT_NOVAR it preset), wherever the
# name is met: stored, read, ++'d, op='d, indexed, a member's or a
# dereference's base, in a predicate; before the right side of its
# assignment is checked. sonda made a variable of the name.
for e in 'self->`x = 1' 'this->`x = 1' 'this->vmlinux`x = 1' 'self->a`b = 1' \
	'self->``x = 1' 'self->x`` = 1' 'self->9p`x = 1' 'trace(self->`max_pfn)' \
	'self->`x++' '++this->`x' 'self->`x += 1' 'self->`x[1] = 1' \
	'trace(self->`x[1])' 'self->`x.y = 1' '*this->`x = 1' 'trace(&self->`x)' \
	'trace(sizeof(this->`x))' 'self->`x = y'; do
	"$SONDA" -e -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
"$SONDA" -e -x errtags -n 'BEGIN /self->`x/ { }' 2>&1 | sed 's/^.*: \[/[/'
echo "predicate: status ${PIPESTATUS[0]}"
# sonda's own message points at the name
"$SONDA" -e -n 'BEGIN { this->a`b = 1; }'
echo "status $?"
