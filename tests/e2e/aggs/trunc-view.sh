# trunc( ) acts on the consumer's view of the aggregation, as DTrace's
# dt_trunc( ): it sorts the view's entries by value and removes those past
# n from the view and from the kernel (dt_aggwalk_remove( )); entries the
# view does not hold are left alone. With -x aggrate=1h the view is the
# reading made at the first read of the buffers after BEGIN's ("start"):
# BEGIN's keys 0 to 3 are in it, keys 4 and 5 are made later. trunc(@s, 1)
# keeps @s[0] (5, the largest in the view) and leaves @s[4] and @s[5];
# trunc(@a, -1) keeps the smallest average, and trunc(@q) removes the
# view's quantize( ) entries but not @q[5]; trunc(@k) removes a keyless
# count( ) in the view, while trunc(@l) leaves one made later. printa( )
# right after prints the view; END's, a new reading. Without aggrate the
# view is read as each batch of records begins, so the later keys count.
# @@serial
run() {
	taskset -c 0 "$SONDA" -q "$@" -n '
	BEGIN { @s[0] = sum(5); @s[1] = sum(3); @a[0] = avg(2); @a[1] = avg(8);
		@q[0] = quantize(1); @q[1] = quantize(2); @k = count(); }
	tick-150ms { n++; }
	tick-150ms /n == 1/ { printf("start\n"); }
	tick-150ms /n == 16/ { @s[4] = sum(1); @s[5] = sum(10); @a[4] = avg(1); @q[5] = quantize(4);
		@l = count(); }
	tick-150ms /n == 18/ { trunc(@s, 1); trunc(@a, -1); trunc(@q); trunc(@k); trunc(@l);
		printa("s %d %@d\n", @s); printa("a %d %@d\n", @a); printa("q %d %@d\n", @q);
		printa("k %@d\n", @k); printa("l %@d\n", @l); }
	tick-150ms /n == 20/ { exit(0); }
	END { printf("end\n"); printa("s %d %@d\n", @s); printa("a %d %@d\n", @a);
		printa("q %d %@d\n", @q); printa("k %@d\n", @k); printa("l %@d\n", @l); }'
}
echo "== aggrate=1h"
run -x aggrate=1h
echo "== no aggrate"
run
