/* @@args: -x errtags */
/* @@status: 1 */
long struct s { int a; };
