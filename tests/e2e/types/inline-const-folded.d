/* @@args: -q */
/*
 * An inline whose value DTrace's parser folds to an integer constant is
 * that constant where it is used, of the folded type (dt_node_ident( )
 * clones the inline's INT node): sizeof of a type or a string
 * (dt_node_op1( )), offsetof, earlier constant inlines and the program's
 * enumerators (dt_decl_enumerator( ) makes each an inline) are constants,
 * and dt_node_op1/op2/op3( ) fold - ~ !, the binary operators, casts to
 * an integer type and ?: of them. sizeof (long) - 9 is a size_t, all its
 * 64 bits set. sizeof of an expression, a comma and a cast to a pointer
 * stay operators: such an inline is cut to its declared char.
 */
enum E { E0, E1 = 7, E2 = 300 };
int x;
inline int A = 3;
inline unsigned K8 = sizeof (long) - 9;
inline int K11 = sizeof (long) - 9;
inline uint8_t K14 = sizeof (long) - 9;
inline char B = A + 300;
inline char C = E2 + 1;
inline char F = (short)70000 + 300;
inline char G = 1 ? 300 : 2;
inline char H = sizeof ("abcdef") + 300;
inline char I = sizeof (int) + 300;
struct S { int a; int b; };
inline char J = offsetof(struct S, b) + 300;
inline char K = -A + 300;
inline char L = (A > 2) + 300;
inline char M = A ? 300 : 1;
inline char W = 2 > 1 ? (short)-1 : 70000;
inline char N = sizeof (B) + 300;
inline char P = sizeof (x) + 300;
inline char Q = (long)(char *)0 + 300;
inline char R = (x, 300);

BEGIN
{
	printf("%d %d %d\n", K8, K11, K14);
	printf("%d %d %d\n", sizeof (K8), sizeof (K11), sizeof (K14));
	printf("%d %d %d %d %d %d %d %d %d %d %d\n", B, C, F, G, H, I, J, K, L, M, W);
	printf("%d %d %d %d %d %d %d %d %d %d %d\n", sizeof (B), sizeof (C),
	    sizeof (F), sizeof (G), sizeof (H), sizeof (I), sizeof (J),
	    sizeof (K), sizeof (L), sizeof (M), sizeof (W));
	printf("%d %d %d %d\n", N, P, Q, R);
	printf("%d %d %d %d\n", sizeof (N), sizeof (P), sizeof (Q), sizeof (R));
	exit(0);
}
