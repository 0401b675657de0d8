# illumos' display options agghist, aggpack and aggzoom, printed as
# illumos' libdtrace prints them (dt_print_quanthdr_packed(),
# dt_print_packed(), dt_aggregate_total()): packed quantize and lquantize
# lines under one header per aggregation (ASCII with TERM=dumb, Unicode
# blocks otherwise), count() and sum() as one histogram, bars scaled to the
# largest value with aggzoom; llquantize, avg and printa() with a format are
# printed as usual.
prog='BEGIN {
	@q[1] = quantize(1); @q[1] = quantize(100); @q[1] = quantize(100);
	@q[2] = quantize(8);
	@l["x"] = lquantize(3, 0, 10, 2); @l["longer name"] = lquantize(7, 0, 10, 2);
	@c["a"] = count(); @c["b"] = count(); @c["b"] = count();
	@s[1, "k"] = sum(-5); @s[2, "j"] = sum(10);
	@a = avg(4);
	exit(0);
}'
for opts in "-x aggpack" "-x aggpack -x aggzoom" "-x agghist" "-x agghist -x aggzoom"; do
	echo "== $opts"
	TERM=dumb "$SONDA" -q $opts -n "$prog"
done
echo "== -x aggpack, TERM=xterm"
TERM=xterm "$SONDA" -q -x aggpack -n 'BEGIN { @q = quantize(1); @q = quantize(2); @q = quantize(2); exit(0); }'
echo "== -x aggzoom"
"$SONDA" -q -x aggzoom -n 'BEGIN { @q = quantize(1); @q = quantize(2); @q = quantize(2); exit(0); }'
echo "== -x agghist, printa with a format"
"$SONDA" -q -x agghist -n 'BEGIN { @c["a"] = count(); printa("%s %@d\n", @c); exit(0); }'
