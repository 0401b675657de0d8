/* @@args: -x errtags */
/* @@status: 1 */
struct s { char a : 9; };
