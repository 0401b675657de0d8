# A string made of an alloca( )'d pointer (stringof p, (string)p) is
# alloca-tainted, and where it is used (dt_cg_store_val( ) for trace( ) and
# printf( ), dt_cg_store_var( ), a subroutine's argument) DTrace's
# dt_cg_check_ptr_arg( ) checks it for the size of its type, strsize bytes,
# with dt_cg_alloca_access_check( )'s unsigned subtraction from the top: an
# invalid size (strsize) only when the top is at least strsize and the
# string starts past top - strsize, an invalid address at or past the top
# (sonda checked none of them). A comparison checks nothing (alloca-strcmp.d).
for e in 'trace(stringof(p))' 's = (string)p' 'x = strlen(stringof(p))' \
	'printf("%s", stringof(p + 24))' 'trace(stringof(p + 40))'; do
	for sz in 256 16; do
		printf '%s, strsize %s: ' "$e" "$sz"
		"$SONDA" -x strsize=$sz -qn "BEGIN { p = (char *)alloca(32); p[0] = 'a'; p[1] = 0;
			$e; printf(\"ok\\n\"); exit(0); }
			ERROR { printf(\"fault %d %d\\n\", arg4, arg5); exit(0); }" 2>/dev/null |
			sed '/^$/d; s/^a*ok$/ok/'
	done
done
