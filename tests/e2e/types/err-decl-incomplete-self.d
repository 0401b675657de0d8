/* @@args: -x errtags */
/* @@status: 1 */
/* a struct is incomplete while it has no member (dt_decl_member) */
struct s { struct s b; };
