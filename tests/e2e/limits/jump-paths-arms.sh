# @@timeout: 120
# The verifier follows one arm of a ?: first and checks the other when the
# jumps pending past the statement have been taken back, where the paths
# of both arms meet again (pruned): 1,400 statements x = y > k ? (a nest
# of five more ?:) : x + 1 have 8,400 conditional jumps on their longest
# path, but 1,400 (the nest in the true arm) or 2,800 (in the false arm)
# on the verifier's stack: they load and run, as in the kernel. A clause of 9,000 ?: whose first path keeps them all pending
# stays refused (limits/jump-paths).
gen() {	# gen FORM: a BEGIN clause of 1,400 statements x = FORM
	awk -v f="$1" 'BEGIN {
		print "BEGIN { x = 0; y = 1; z = 5;"
		for (i = 0; i < 1400; i++) printf "x = " f ";\n", i % 3
		print "printf(\"%d\\n\", x); exit(0); }"
	}'
}
nest='(z > 1 ? (z > 2 ? (z > 3 ? (z > 4 ? (z > 5 ? x - 1 : x + 2) : x + 3) : x + 4) : x + 5) : x + 6)'
gen "y > %d ? $nest : x + 1" > "$SONDA_TEST_TMP/true.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/true.d" 2>&1 | awk NF
echo "status ${PIPESTATUS[0]}"
gen "y > %d ? x + 1 : $nest" > "$SONDA_TEST_TMP/false.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/false.d" 2>&1 | awk NF
echo "status ${PIPESTATUS[0]}"
