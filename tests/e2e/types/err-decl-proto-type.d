/* @@args: -x errtags */
/* @@status: 1 */
int x[void];
