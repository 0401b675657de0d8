/* @@args: -x errtags */
/* @@status: 1 */
/* DTrace dt_decl_member: a member name may not hold the scoping operator */
struct s {
	int a`b;
};
