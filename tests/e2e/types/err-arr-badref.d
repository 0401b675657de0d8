/* @@args: -x errtags */
/* @@status: 1 */
int x;
BEGIN { x = 1; trace(x[1, 2]); }
