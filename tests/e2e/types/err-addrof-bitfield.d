/* @@args: -x errtags */
/* @@status: 1 */
struct s { int a : 3; } v;
BEGIN { trace(&v.a); }
