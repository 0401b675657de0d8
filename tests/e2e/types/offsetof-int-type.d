/* offsetof is made by dt_node_offsetof( ) with dt_node_int( ), which types
 * an integer as the lexer's last integer constant was (its suffix and
 * base: yyintsuffix, yyintdecimal): an int after none or after 1, so its
 * size is 4 and offsetof(...) - 1 is negative; after 1UL an unsigned long
 * (8 bytes, never negative); an enumerator's definition resets the state
 * (dt_decl_enumerator( )). sonda made every offsetof a size_t. */
struct zq { int a; int b; };

BEGIN
{
	printf("%d %d", sizeof (offsetof(struct zq, b)), offsetof(struct zq, a) - 1 < 0);
	x = 1UL;
	printf(" %d %d", sizeof (offsetof(struct zq, b)), offsetof(struct zq, a) - 1 < 0);
	y = 1L;
	printf(" %d %d\n", sizeof (offsetof(struct zq, b)), offsetof(struct zq, a) - 1 < 0);
}

enum after { LATE = 2UL };

BEGIN
{
	printf("%d %d\n", sizeof (offsetof(struct zq, b)), offsetof(struct zq, a) - 1 < 0);
	exit(0);
}

/* @@args: -q */
