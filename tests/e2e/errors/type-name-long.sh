# DTrace names a type in a message with libctf's ctf_type_name( ) into
# DT_TYPE_NAMELEN (128) bytes, which fails for a name of 128 characters or
# more: dt_type_name( ) (dt_parser.c) then prints "unknown", and the
# messages that pass ctf_type_name( )'s NULL to %s themselves (D_TYPE_MEMBER,
# D_OP_SOU, D_XLATE_MEMB, D_PRINT_SIZE) print glibc's "(null)". A name of
# 127 characters prints whole. sonda printed every name whole.
long=$(printf 'a%.0s' $(seq 1 121))	# "struct a...a" is 128 characters
fits=$(printf 'b%.0s' $(seq 1 120))	# 127
decl="struct $long { int x; }; struct $fits { int x; }; struct $long s; struct $fits f; struct $long *p;"
for e in 'trace(s.y)' 'trace(f.y)' 'trace(s + 1)' 'trace(f + 1)' 'trace((int)s)' \
	 'trace(s == 1)' 'trace(stringof(s))' 'x = s; x = 1' 'trace(p.x)' \
	 'trace(xlate<struct '"$long"'>(0))'; do
	"$SONDA" -e -x errtags -n "$decl BEGIN { $e; }" 2>&1 | sed 's/^.*: \[/[/'
	echo "status ${PIPESTATUS[0]}"
done
"$SONDA" -e -x errtags -n "$decl translator struct $long < int i > { y = i; };" 2>&1 |
	sed 's/^.*: \[/[/'
echo "status ${PIPESTATUS[0]}"
