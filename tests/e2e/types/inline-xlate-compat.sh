# An inline of a translation: dt_cook_inline( ) compares the declared type,
# less one pointer, with the translator's output struct (ctf_type_compat( )),
# and names those two in its D_OP_INCOMPAT; so a struct inline of a pointer
# translation and a pointer inline of a struct one are taken, and used as
# the translation dt_ident_resolve( ) finds behind the inline: X.c of
# xlate<struct o2>(e), X->d of xlate<struct o2 *>(e), whatever X is declared.
cd "$SONDA_TEST_TMP"
for m in 'struct o2 *X = xlate<struct o2>(&g[0]);|X.c' \
	'struct o2 X = xlate<struct o2 *>(&g[0]);|X->d' \
	'struct o2 *X = xlate<struct o2 *>(&g[0]);|X->d' \
	'struct o2 X = xlate<struct o2>(&g[0]);|X.c' \
	'struct o2 *X = xlate<struct o2>(&g[0]);|X->c' \
	'struct o3 *X = xlate<struct o2 *>(&g[0]);|X->c' \
	'struct o3 X = xlate<struct o2>(&g[0]);|X.c' \
	'long X = xlate<struct o2 *>(&g[0]);|X'; do
	cat > x.d <<EOD
struct in { int a; };
struct o2 { long c; long d; };
struct o3 { long c; };
translator struct o2 < struct in *Q > { c = Q->a * 3; d = Q->a + 1; };
struct in g[1];
inline ${m%%|*}
BEGIN { g[0].a = 7; printf("%d\n", ${m#*|}); exit(0); }
EOD
	"$SONDA" -q -x errtags -s x.d 2>&1
	echo "status $?"
done
