/* A translation's input is computed before the member's value is
 * (dt_cg_node( )'s DT_TOK_XLATE puts the input in a register, then its
 * DT_TOK_PTR/DOT generates the member's expression), so an input that
 * itself translates through the same member, directly or inside another
 * translator's member, is no member translated from itself. */
struct inner { int x; char y; };
struct in { long f0; struct inner n; };
struct in gin[1];
struct out { struct inner *m1; long m3; };
struct o4 { int v; };
translator struct o4 < struct inner *Q > { v = Q->x + Q->y; };
translator struct out < struct in *P > {
	m1 = &P->n;
	m3 = xlate<struct o4 *>(&P->n)->v;
};

BEGIN
{
	gin[0].n.x = -520;
	gin[0].n.y = 57;
	printf("%d\n", xlate<struct o4 *>(&gin[xlate<struct o4 *>(&gin[0].n)->v + 463].n)->v);
	printf("%d\n", xlate<struct o4 *>((*xlate<struct out *>(&gin[0])).m1)->v);
	printf("%d\n", xlate<struct out *>(&gin[xlate<struct out *>(&gin[0])->m3 + 463])->m3);
	exit(0);
}

/* @@args: -q */
