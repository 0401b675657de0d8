/* @@args: -x errtags */
/* @@status: 1 */
void *p;
BEGIN { trace(*p); }
