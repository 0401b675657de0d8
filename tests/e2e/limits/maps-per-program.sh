# @@timeout: 120
# The kernel allows 64 maps in one program. Keyless aggregations with
# values of one size share a map (an entry each); keyed aggregations past
# the first 32 and self-> variables and associative arrays past the first
# 16 are reached through one array of maps per key and value size, so a
# clause with 63, 64, 65 or 200 keyed aggregations, 70 associative arrays
# or 300 self-> variables runs (in BEGIN and at a profile probe). Map
# values past the first 32 are rounded up to a power of two (keyless ones
# with their flag word), so aggregations of many sizes share few maps: 70
# lquantize()s of different ranges run, and 300 more keyed and keyless with
# values past a per-CPU map's. 80 keyed lquantize()s of 8 key sizes by 10
# power-of-two value sizes after 32 keyed sums would need 116 maps: as
# DTrace's one aggregation map holds them all (dt_bpf.c gmap_create_aggs( )),
# they share more (cg/cg_maps.c) and run (they were refused with D_NOREG).
gen() {	# gen N KEY: a BEGIN clause with 2N aggregations
	echo 'BEGIN {'
	i=0
	while [ $i -lt "$1" ]; do
		echo "	@a$i$2 = sum($i); @q$i$2 = quantize($i);"
		i=$((i + 1))
	done
	echo '	exit(0);'
	echo '}'
}
keyed() {	# keyed N PROBE: N keyed aggregations of three kinds at PROBE
	awk -v n="$1" -v p="$2" 'BEGIN {
		print p " /i++ == 0/ {"
		for (j = 0; j < n; j++) {
			if (j % 3 == 0) printf "@c%d[\"k\", %d] = count();\n", j, j
			else if (j % 3 == 1) printf "@s%d[%d] = sum(%d);\n", j, j, j
			else printf "@m%d[%d] = max(%d);\n", j, j, j
		}
		print "exit(0); }"
	}'
}
sums() {	# the number of "key value" lines and the sum of the values
	awk 'NF >= 2 { n++; s += $NF } END { print n, s }'
}
gen 35 > "$SONDA_TEST_TMP/keyless.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/keyless.d" | awk '/^ +[0-9]+$/ { n++; s += $1 } END { print n, s }'
for n in 63 64 65 200; do
	keyed $n BEGIN > "$SONDA_TEST_TMP/k$n.d"
	echo "keyed $n: $("$SONDA" -q -s "$SONDA_TEST_TMP/k$n.d" | sums)"
done
keyed 200 tick-1ms > "$SONDA_TEST_TMP/tick200.d"
echo "keyed 200 at tick-1ms: $("$SONDA" -q -s "$SONDA_TEST_TMP/tick200.d" | sums)"
awk 'BEGIN {
	print "tick-1ms {"
	for (j = 0; j < 70; j++) printf "a%d[%d, \"x\"] = %d;\n", j, j, j
	for (j = 0; j < 300; j++) printf "self->t%d = %d;\n", j, j
	print "printf(\"%d %d %d %d\\n\", a0[0, \"x\"], a69[69, \"x\"], self->t0, self->t299);"
	print "exit(0); }"
}' > "$SONDA_TEST_TMP/vars.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/vars.d"
awk 'BEGIN {
	print "BEGIN {"
	for (j = 0; j < 70; j++) printf "@l%d[1] = lquantize(1, 0, %d, 1);\n", j, j + 2
	for (j = 0; j < 100; j++) printf "@w%d = lquantize(%d, -%d, %d, 1);\n", j, j, j, 4100 + 37 * j
	for (j = 0; j < 100; j++) printf "@v%d[\"s\"] = lquantize(%d, 0, %d, 1);\n", j, j, 4100 + 41 * j
	for (j = 0; j < 100; j++) printf "@u%d[1] = lquantize(%d, 0, %d, 1);\n", j, j, 4100 + 43 * j
	print "exit(0); }"
}' > "$SONDA_TEST_TMP/shapes.d"
# 370 entries of up to 67k (8,359 buckets) share aggsize, as in DTrace: 4m
# holds 62 of them, 32m all
"$SONDA" -x aggsize=32m -q -s "$SONDA_TEST_TMP/shapes.d" | awk '/[|]@+ +1 +$/ { n++ } END { print "shapes:", n }'
awk 'BEGIN {
	print "BEGIN {"
	for (j = 0; j < 32; j++) printf "@c%d[1] = sum(7);\n", j
	for (k = 1; k <= 8; k++) {
		key = "1"
		for (i = 1; i < k; i++) key = key ", 1"
		for (c = 3; c <= 12; c++)
			printf "@l%d_%d[%s] = lquantize(1, 0, %d, 1);\n", k, c, key, 2 ^ c - 3
	}
	print "exit(0); }"
}' > "$SONDA_TEST_TMP/sizes80.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/sizes80.d" 2>&1 |
	awk '/[|]@+ +1 +$/ { h++ } /^ +1 +7$/ { c++ } !/[|]/ && !/^ *value/ && !/^ *[0-9 ]+$/ && NF { print }
		END { print "sizes80:", h, "histograms,", c, "sums" }'
echo "status ${PIPESTATUS[0]}"
