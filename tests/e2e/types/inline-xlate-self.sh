# @@timeout: 60
# An inline's value is cooked before its name is entered
# (dt_node_inline( ): dt_node_cook( ) then dt_idhash_xinsert( )), so the
# value's own use of the name is of an undefined one: D_IDENT_UNDEF for a
# scalar, D_VAR_UNDEF for an array (dt_cook_op2( ) makes it an
# associative array that dt_cook_var( ) finds unset). sonda recursed
# until it crashed.
for e in 'inline int x = x;' 'inline int x = x + 1;' \
	'inline int y = 1; inline int x = y + sizeof(x);' 'inline int a[int i] = a[i];'; do
	timeout 10 "$SONDA" -e -x errtags -n "$e BEGIN { exit(0); }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
# A translator member may read a translation of the translator's own
# input: dt_cook_xlator( ) types it by the output member alone
# (dt_cook_op2( ) DT_TOK_PTR), so the translator is declared and its
# other members read; reading the member that reads itself expands it in
# itself (dt_cg_node( )), each level holding a register, until none is
# left: "Insufficient registers to generate code" (EDT_NOREG), as DTrace
# prints it. sonda looped declaring it.
d='struct in { int x; }; struct out { int a; int b; int c; }; struct in gin[1];'
d="$d translator struct out < struct in *P > { a = xlate<struct out *>(P)->a;"
d="$d b = xlate<struct out *>(P)->c + 1; c = P->x; };"
timeout 10 "$SONDA" -q -n "$d BEGIN { gin[0].x = 41; trace(xlate<struct out *>(&gin[0])->b); exit(0); }"
echo " status $?"
timeout 10 "$SONDA" -e -x errtags -n "$d BEGIN { trace(xlate<struct out *>(&gin[0])->a); }" 2>&1 |
	sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
