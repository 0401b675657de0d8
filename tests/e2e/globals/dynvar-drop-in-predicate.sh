# A store in a predicate that finds no room in dynvarsize ends the clause
# there, as one in its body does: DTrace compiles the predicate into the
# clause's own function (dt_cg_prologue( )), and dt_cg_store_var( ) returns
# from it when dt_get_dvar( ) gives no variable, so the body does not run
# even when the rest of the predicate would be true (|| 1), and an
# element ++'d before the failed store keeps its new value. One drop each.
# dynvarsize 40: room for two a[int] = int elements (a 16-byte tuple and a
# 4-byte value each).
"$SONDA" -x dynvarsize=40 -qn '
BEGIN { a[1] = 1; a[2] = 1; }
BEGIN /(a[3] = 5) || 1/ { printf("not printed\n"); }
BEGIN { printf("next %d %d %d\n", a[1], a[2], a[3]); }
BEGIN /a[1]++ >= 0 && (self->x = 5)/ { printf("not printed either\n"); }
BEGIN { printf("then %d %d\n", a[1], self->x); exit(0); }' 2>&1
