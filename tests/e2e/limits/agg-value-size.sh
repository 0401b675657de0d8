# An aggregation's value is one per-CPU map value (at most 32 KiB, 4095
# words beside a keyless one's flag and a histogram's sum): lquantize with 4092 levels and large
# llquantize work, keyed or not; one level or bucket more is a D error with
# its tag before anything is loaded, never an internal error.
"$SONDA" -qn 'BEGIN {
	@[1] = lquantize(1, 0, 1000, 1);
	@k[2] = lquantize(4091, 0, 4092, 1);
	@u = lquantize(4091, 0, 4092, 1);
	@l[3] = llquantize(12345, 10, 0, 9, 100);
	exit(0);
}' | grep -E '^$|^ +[0-9]+$|value|[|][@ ]+1 +$'
"$SONDA" -x errtags -qn 'BEGIN { @[1] = lquantize(1, 0, 4093, 1); }' 2>&1; echo "status $?"
"$SONDA" -x errtags -qn 'BEGIN { @ = lquantize(1, 0, 65535, 1); }' 2>&1; echo "status $?"
"$SONDA" -x errtags -qn 'BEGIN { @[1] = llquantize(1, 10, 2, 18, 1000); }' 2>&1; echo "status $?"
