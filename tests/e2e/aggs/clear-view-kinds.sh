# clear( ) with -x aggrate=1h of keyed aggregations of every kind: key 0,
# made in BEGIN, is in the consumer's view (read at "start") and is
# zeroed (min( ) and max( ) to their identities, the histograms to empty
# ones); key 1, made later, keeps what it held for END's reading, as
# DTrace's dt_aggregate_snap_one( ) takes an entry new to its hash whole
# whatever its generation (clear-view.sh).
# @@serial
taskset -c 0 "$SONDA" -q -x aggrate=1h -n '
BEGIN { @mi[0] = min(3); @ma[0] = max(3); @a[0] = avg(4); @s[0] = stddev(4);
	@q[0] = quantize(4); @l[0] = lquantize(4, 0, 10, 2); @ll[0] = llquantize(40, 10, 0, 3, 10); }
tick-150ms { n++; }
tick-150ms /n == 1/ { printf("start\n"); }
tick-150ms /n == 16/ { @mi[1] = min(-5); @ma[1] = max(-5); @a[1] = avg(6); @a[1] = avg(10);
	@s[1] = stddev(2); @s[1] = stddev(6); @q[1] = quantize(8); @l[1] = lquantize(7, 0, 10, 2);
	@ll[1] = llquantize(400, 10, 0, 3, 10); }
tick-150ms /n == 18/ { clear(@mi); clear(@ma); clear(@a); clear(@s); clear(@q); clear(@l); clear(@ll); }
tick-150ms /n == 20/ { exit(0); }
END { printa("mi %d %@d\n", @mi); printa("ma %d %@d\n", @ma); printa("a %d %@d\n", @a);
	printa("s %d %@d\n", @s); printa(@q); printa(@l); printa(@ll); }'
