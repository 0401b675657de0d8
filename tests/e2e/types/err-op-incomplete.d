/* @@args: -x errtags */
/* @@status: 1 */
struct nope *p;
BEGIN { trace(p->a); }
