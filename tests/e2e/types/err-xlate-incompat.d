/* @@args: -x errtags */
/* @@status: 1 */
struct o { int a; }; struct i { int b; };
translator struct o < struct i *p > { a = "x"; };
