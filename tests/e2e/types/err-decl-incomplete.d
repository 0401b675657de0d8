/* @@args: -x errtags */
/* @@status: 1 */
struct s { struct nope n; };
