# DTrace flags a node a bit-field by its type, whatever the node
# (dt_node_type_assign( ) sets DT_NF_BITFIELD for an integer type whose
# width is not 8, 16, 32 or 64 bits), so sizeof of anything that takes a
# bit-field's type is D_SIZEOF_BITFIELD (dt_cook_op1( ), DT_TOK_SIZEOF):
# the promoted g.a + g.b (the rank of unsigned : 3 is 4, of int : 3 is 3),
# g.w + 1 (a 33-bit field outranks int), -, ~, ++, << and the comma
# (dt_node_type_propagate( )), ?:, an assignment, and variables assigned a
# bit-field. Operations whose type is another (g.a + 1, g.w | 1L, casts,
# comparisons, 1 << g.a) have its size, as does int k : 32.
decl='struct s { long w : 33; unsigned a : 3; int b : 3; short h : 12; char c; int k : 32; };'
decl="$decl struct s g; int m[int];"
init='self->v = g.a; this->v = g.b; n[1] = g.w; m[1] = g.w;'
for e in 'g.a + g.b' 'g.w + 1' 'g.h + g.c' '-g.a' '~g.a' 'g.a++' 'g.a << 1' '(1, g.a)' \
	'(1 ? g.a : g.b)' '(x = g.a)' 'self->v' 'this->v' 'n[1]' \
	'g.a + 1' 'g.w | 1L' '(long)g.w' 'g.a == 1' '1 << g.a' '(g.a, 1)' 'm[1]' 'g.k'; do
	timeout 10 "$SONDA" -e -x errtags -n "$decl BEGIN { $init trace(sizeof ($e)); }" 2>&1 |
	    sed 's/^.*: \[/[/'
	echo "$e: status ${PIPESTATUS[0]}"
done
# a translation's bit-field member too (dt_cook_op2( ) types it by the member)
x='struct xb { int a : 3; }; translator struct xb < int v > { a = v; };'
timeout 10 "$SONDA" -e -x errtags -n "$x BEGIN { trace(sizeof (xlate<struct xb>(1).a)); }" 2>&1 |
    sed 's/^.*: \[/[/'
echo "xlate: status ${PIPESTATUS[0]}"
