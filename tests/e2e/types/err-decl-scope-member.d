/* @@args: -x errtags */
/* @@status: 1 */
/* no backquote in a member name (dt_decl_member) */
struct s { int a`b; };
