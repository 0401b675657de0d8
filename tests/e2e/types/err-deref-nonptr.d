/* @@args: -x errtags */
/* @@status: 1 */
int x;
BEGIN { trace(*x); }
