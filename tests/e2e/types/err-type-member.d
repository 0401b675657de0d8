/* @@args: -x errtags */
/* @@status: 1 */
struct s { int a; } v;
BEGIN { trace(v.b); }
