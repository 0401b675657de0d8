/* @@args: -x errtags */
/* @@status: 1 */
struct s { int a : 3; };
BEGIN { trace(offsetof(struct s, a)); }
