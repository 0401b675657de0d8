# @@timeout: 120
# The kernel allows 64 maps in one program. Keyless aggregations with
# values of one size share a map (an entry each); keyed aggregations past
# the first 32 and self-> variables and associative arrays past the first
# 16 are reached through one array of maps per key and value size, so a
# clause with 63, 64, 65 or 200 keyed aggregations, 70 associative arrays
# or 300 self-> variables runs (in BEGIN and at a profile probe). Only
# aggregations of many distinct sizes still pass 64 maps: 70 lquantize()s
# of different ranges are refused with a D error naming the limit, before
# loading (never a verifier rejection).
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
	print "exit(0); }"
}' > "$SONDA_TEST_TMP/shapes70.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/shapes70.d" 2>&1 | sed -n 1p |
	sed -E 's|^.*/shapes70.d|shapes70.d|; s/would use [0-9]+ maps/would use N maps/'
echo "status ${PIPESTATUS[0]}"
