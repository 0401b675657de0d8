# A function whose arguments may all be left out, indexed: dt_cook_op2( )
# cooks f as the call f( ) (dt_xcook_ident( ) -> dt_idcook_func( )), then f[k]
# as *(f( ) + k): rand( ) and speculation( ) return int, so the + is fine and
# the * refuses it (D_DEREF_NONPTR); stack( ), ustack( ), jstack( ) return the
# type "stack", ftruncate( ), stop( ), panic( ) and breakpoint( ) void, count( )
# DTrace's dynamic type, which the + refuses (D_OP_INCOMPAT); the + takes the
# first key alone, a list of keys is refused after it (D_ARR_BADREF), and a
# call indexed is the same (sonda said D_VAR_UNDEF for the names, "void" for
# count( )[1] and "expression" for rand( )[1,2]).
for e in 'x = rand[1]' 'x = speculation[1]' 'x = rand[1,2]' 'x = rand()[1,2]' \
	'x = stack[1]' 'x = ustack[1,2]' 'x = jstack["a"]' 'x = ftruncate[1]' \
	'x = stop[1]' 'x = count()[1]' 'x = count[1,2]' 'rand[1] = 2' 'stack[1]++' \
	'x = strjoin("a", "b")[1,2]' 'x = copyin(0, 1)[1]'; do
	"$SONDA" -e -w -x errtags -n "BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
