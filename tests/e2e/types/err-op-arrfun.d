/* @@args: -x errtags */
/* @@status: 1 */
int a[4]; int b[4];
BEGIN { a = b; }
