/* @@args: -x errtags */
/* @@status: 1 */
struct o { int a; int z; }; struct i { int b; };
translator struct o < struct i *p > { a = p->b; };
BEGIN { trace(xlate <struct o *> ((struct i *)0)->z); }
