/* A member of a translation has the member's own type, as dt_cook_op2( )
 * types it from ctf_member_info( ): for a bit-field the integer of its
 * width dt_decl_member( ) made (a byte for int a : 3), to which the
 * member's expression is cast (dt_cg_typecast( ) by bytes: 200 is -56);
 * sizeof of it is D_SIZEOF_BITFIELD (errors/sizeof-bitfield-type). */
struct bfs { int a : 3; int b; };
translator struct bfs < int x > { a = x; b = x; };

BEGIN
{
	printf("%d %d\n", xlate<struct bfs>(200).a, xlate<struct bfs>(200).b);
	exit(0);
}

/* @@args: -q */
