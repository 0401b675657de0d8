/* @@args: -x errtags */
/* @@status: 1 */
struct s { int a : 0; };
