/* @@args: -x errtags */
/* @@status: 1 */
/* a member of function type has size 0 (dt_decl_member) */
struct s { int x; void f(); };
