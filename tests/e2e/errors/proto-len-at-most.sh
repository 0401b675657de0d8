# dt_idcook_sign( )'s D_PROTO_LEN message names the count a call missed:
# "at least N" below a prototype's optional arguments or varargs, "at
# most N" above its optional ones, a plain N for a fixed count (DTrace
# commit 1796119b, Orabug 26402731: it had said "at least" for too many).
# @@noroot
exec 2>&1
t() {
	"$SONDA" -x errtags -e -n "BEGIN { $1 }"
	echo "rc $?"
}
t 'trace(substr("a"));'
t 'trace(substr("a", 1, 2, 3));'
t 'trace(index("a", "b", 1, 2));'
t 'tracemem(0, 1, 2, 3);'
t 'printf();'
t 'trace(strjoin("a"));'
t 'stack(1, 2);'
t '@a = count(); trunc(@a, 1, 2);'
