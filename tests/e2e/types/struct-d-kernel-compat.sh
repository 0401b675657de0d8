# A struct of the script's and the kernel's struct of the same name and
# size (one DTrace's D container holds no copy of) are compatible to
# DTrace's == and ?: (ctf_type_compat( ) in dt_cook_op2( ) and
# dt_cook_op3( ): libctf compares a struct's name and size only). ==
# compares the two structs' addresses (dt_cg_compare_op( )), so a D global
# never equals another; ?: has its first operand's type, and its value is
# copied whole. Of another size they are not.
"$SONDA" -qn '
struct old_utimbuf32 { int a; int b; };
struct old_utimbuf32 g;
struct vmlinux`old_utimbuf32 k;
BEGIN {
	g.a = 3; g.b = 4; k.actime = 5; k.modtime = 6;
	printf("%d %d %d\n", k == g, g == k, g != k);
	x = pid ? g : k;
	y = pid ? k : g;
	printf("%d %d\n", x.a, y.modtime);
	exit(0);
}'
echo "status $?"
for e in 'trace(k == g)' 'x = pid ? g : k'; do
	"$SONDA" -e -x errtags -n "struct old_utimbuf32 { long a, b, c; }; struct old_utimbuf32 g; struct vmlinux\`old_utimbuf32 k; BEGIN { $e; }" 2>&1 |
		sed 's/^sonda: invalid probe specifier .*}: //'
	echo "status ${PIPESTATUS[0]}"
done
