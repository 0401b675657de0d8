/* @@args: -x errtags */
/* @@status: 1 */
struct s { int a; };
BEGIN { ((struct s *)0)->a = 1; }
