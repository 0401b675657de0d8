/* @@args: -x errtags */
/* @@status: 1 */
int a[4];
BEGIN { trace(a[4]); }
