/* @@args: -q */
/*
 * A translation as a statement's value compiles and runs: DTrace for
 * Linux generates a clause whole (dt_cc.c dt_compile_one_clause( ) ->
 * dt_cg( ) of the clause), and dt_cg_node( ) of an xlate operator
 * evaluates its input; D_CG_DYN is dt_cg( )'s check of an expression
 * compiled alone (DT_CTX_DEXPR), never a statement's. sonda said D_CG_DYN.
 */
struct in_s {
	int a;
};
struct out_s {
	int b;
};
translator struct out_s < struct in_s *p > {
	b = p->a;
};

BEGIN
{
	xlate<struct out_s *>((struct in_s *)0);
	xlate<psinfo_t>(curthread);
	trace(1);
	exit(0);
}
