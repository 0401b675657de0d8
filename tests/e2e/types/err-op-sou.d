/* @@args: -x errtags */
/* @@status: 1 */
int *p;
BEGIN { trace(p->a); }
