/* @@args: -x errtags */
/* @@status: 1 */
int f(int, void);
