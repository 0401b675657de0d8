/* @@args: -x errtags */
/* @@status: 1 */
struct s { string a : 3; };
