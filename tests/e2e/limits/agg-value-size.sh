# An aggregation's value past a per-CPU map value (32 KiB) lives in a plain
# hash keyed by key and CPU (cg/image.h: cpukey): every lquantize() DTrace
# takes works (65,535 levels, keyed or not, with sums past a load's 16-bit
# offset), and llquantize() up to 1 MiB of buckets; one more is a D error
# with its tag before anything is loaded, never an internal error. The
# entries share aggsize, as in DTrace: 4m holds 7 of the largest (65,537
# buckets), too few for these 8, so 16m.
"$SONDA" -x aggsize=16m -qn 'BEGIN {
	@[1] = lquantize(1, 0, 1000, 1);
	@k[2] = lquantize(4091, 0, 4092, 1);
	@u = lquantize(4091, 0, 4092, 1);
	@w = lquantize(65534, 0, 65535, 1);
	@w = lquantize(-1, 0, 65535, 1);
	@w = lquantize(65535, 0, 65535, 1);
	@kw["a"] = lquantize(40000, -100000, 100000, 4);
	@kw["b"] = lquantize(-99999, -100000, 100000, 4, 3);
	@l[3] = llquantize(12345, 10, 0, 9, 100);
	@m[4] = llquantize(12345, 10, 2, 18, 1000);
	exit(0);
}' | grep -E '^$|^ +[0-9a-z]+ *$|value|[|][@ ]+[1-9] +$'
"$SONDA" -x errtags -qn 'BEGIN { @[1] = llquantize(1, 10, 4, 18, 50000); }' 2>&1; echo "status $?"
