# An inline with parameters is checked as DTrace's dt_idcook_sign checks
# an array's keys: their number, then each key's type against its
# parameter; its element is an lvalue that is never writable (D_OP_WRITE,
# as dt_xcook_ident leaves it), for =, op= and ++ alike.
decl='inline int sq[int x] = x * x; inline int f[int x, string y] = x;'
for body in 'trace(sq[1, 2]);' 'trace(f[1]);' 'trace(sq["a"]);' 'sq[1] = 2;' \
    'sq[1] += 2;' 'sq[1]++;'; do
	"$SONDA" -x errtags -e -n "$decl BEGIN { $body }" 2>&1 |
		sed 's/^sonda: invalid probe specifier .*}: //'
	echo "status ${PIPESTATUS[0]}"
done
"$SONDA" -qn "$decl"' BEGIN { printf("%d %d\n", sq[(char)3], f[2, "x"]); exit(0); }'
