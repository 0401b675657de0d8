/* @@args: -x errtags */
/* @@status: 1 */
struct o { int a; };
BEGIN { trace(xlate <struct o *> (1)->a); }
