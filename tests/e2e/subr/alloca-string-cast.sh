# (string)p of an alloca( )'d pointer keeps DTrace's alloca taint (the cast
# cannot cast it away, dt_cook_op2( ) DT_TOK_LPAR) and so is checked where
# it is used as stringof( ) is: dt_cg_store_val( ) for trace( ) and
# printf( ), a subroutine's string argument (dt_cg_check_ptr_arg( ) with
# no size: strsize bytes). bcopy( ) checks its own size only and a compare
# checks nothing (sonda checked the cast only where it was stored, and
# stringof( ) for strsize bytes in bcopy( ) too).
for e in 'trace((string)p)' 'trace((string)(p + 24))' \
	'printf("%s", (string)(p + 24))' 'x = strlen((string)(p + 24))' \
	'x = strjoin("b", (string)(p + 24))' 'bcopy((string)(p + 24), p, 8)' \
	'x = (string)(p + 24) == "a"' 'bcopy(stringof(p + 24), p, 8)' \
	'x = strlen(stringof(p + 24))'; do
	printf '%s: ' "$e"
	"$SONDA" -x strsize=16 -qn "BEGIN { p = (char *)alloca(32); p[0] = 'a'; p[1] = 0;
		$e; printf(\"ok\\n\"); exit(0); }
		ERROR { printf(\"fault %d %d\\n\", arg4, arg5); exit(0); }" 2>/dev/null |
		sed '/^$/d; s/^a*ok$/ok/'
done
