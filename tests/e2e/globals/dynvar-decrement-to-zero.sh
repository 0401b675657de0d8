# ++ and -- write an existing dynamic variable in place, as DTrace's
# dt_cg_incdec_op( ) does: one taken to 0 stays, holding its place in the
# dynamic variables' space, where a store of 0 (x -= 1 too, whose result
# is 0) deletes it (dt_cg_store_var( )). With room for two elements
# (dynvarsize 40: a 16-byte tuple and a 4-byte value each), a third is a
# drop after a[1]-- or self->x--, and fits after a[1] -= 1.
run() {
	"$SONDA" -x dynvarsize=40 -qn "
BEGIN { $1 = 1; a[2] = 1; }
BEGIN { $2; }
BEGIN { a[3] = 1; }
BEGIN { printf(\"$2: %d %d %d\n\", $1, a[2], a[3]); exit(0); }" 2>&1
}
for op in 'a[1]--' '--a[1]' 'a[1]++' 'a[1] -= 1'; do
	run 'a[1]' "$op"
done
for op in 'self->x--' 'self->x -= 1'; do
	run 'self->x' "$op"
done
