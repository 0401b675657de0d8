/* @@args: -x tree=4 -e */
/* DTrace's node flags come from the node's type (dt_node_type_assign( )):
 * what takes a bit-field's type is BITF too, not only the member: the
 * promoted g.a + g.b, the variables assigned it, -x and the assignments. */
struct s { unsigned a : 3; int b : 3; };
struct s g;

BEGIN
{
	x = g.a + g.b;
	y = -x;
}
