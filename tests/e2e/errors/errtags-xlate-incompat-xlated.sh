# A translator member assigned translated data is D_XLATE_INCOMPAT:
# xlate<T>(e), *xlate<T *>(e) and xlate<T *>(e) are of DTrace's <DYN> type
# (dt_cook_op2( )'s DT_TOK_XLATE), which dt_node_is_argcompat( ) finds
# compatible with no member, a member of type T or T * too (ctf_type_compat( )
# against <DYN>, a void typedef; dt_node_is_ptrcompat( ) fails on a dynamic
# node), and dt_cook_xlator( ) names it by its identifier's kind
# (dt_node_type_name( )). A member of a translation is an ordinary value.
cd "$SONDA_TEST_TMP"
for m in 'struct o2 n;|n = xlate<struct o2>(P);' \
	'struct o2 *n;|n = xlate<struct o2 *>(P);' \
	'struct o2 n;|n = *xlate<struct o2 *>(P);' \
	'long n;|n = xlate<struct o2 *>(P);' \
	'long n;|n = xlate<struct o2>(P);' \
	'long n;|n = xlate<struct o2>(P).c;' \
	'long n;|n = xlate<struct o2 *>(P)->d;'; do
	cat > x.d <<EOD
struct in { int a; };
struct o2 { long c; long d; };
struct out { ${m%%|*} long m; };
translator struct o2 < struct in *Q > { c = Q->a * 3; d = Q->a + 1; };
translator struct out < struct in *P > { ${m#*|} m = P->a; };
struct in g[1];
BEGIN { g[0].a = 7; printf("%d\n", xlate<struct out *>(&g[0])->n == 21); exit(0); }
EOD
	"$SONDA" -x errtags -e -s x.d 2>&1
	echo "status $?"
done
