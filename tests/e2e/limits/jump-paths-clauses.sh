# @@timeout: 120
# The verifier follows a program depth first, the fall-through of each
# conditional jump it cannot decide first: a clause whose predicate is
# false on that first path is skipped there, and its body is checked
# later, when the jumps pending after it have been taken back. A later
# path reaching the next clause's start is pruned there (the temporaries
# are cleared between clauses), so the jumps pending at each clause's
# start grow by its predicate's, not by the longest path through the
# bodies. 300 clauses of 30 ?: each (one jump each), a predicate each:
# 9,300 jumps on the longest path, about 330 pending; they load and run.
# 300 such clauses with no predicate stay refused with D_NOREG, and so
# do 9,000 clauses with a predicate (one pending jump each).
gen() {	# gen N PRED: N BEGIN clauses of 30 y += x > k ? 1 : 2 (PRED: with /x == i/)
	awk -v n="$1" -v pred="$2" 'BEGIN {
		print "int x, y;"
		for (i = 0; i < n; i++) {
			printf "BEGIN %s {", pred ? "/x == " i + 1 "/" : ""
			for (j = 0; j < 30; j++)
				printf " y += x > %d ? 1 : 2;", j
			print " }"
		}
		printf "BEGIN { printf(\"%d clauses, y %%d\\n\", y); exit(0); }\n", n
	}'
}
gen 300 1 > "$SONDA_TEST_TMP/pred.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/pred.d" | awk NF
echo "status ${PIPESTATUS[0]}"
gen 300 0 > "$SONDA_TEST_TMP/nopred.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/nopred.d" 2>&1 | sed -n 1p |
	sed -E 's|^.*/nopred.d|nopred.d|; s/have [0-9]+ conditional/have N conditional/'
echo "status ${PIPESTATUS[0]}"
awk 'BEGIN {
	print "int x, y;"
	for (i = 0; i < 9000; i++) printf "BEGIN /x == %d/ { y = 1; }\n", i + 1
	print "BEGIN { exit(0); }"
}' > "$SONDA_TEST_TMP/many.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/many.d" 2>&1 | sed -n 1p |
	sed -E 's|^.*/many.d|many.d|; s/have [0-9]+ conditional/have N conditional/'
echo "status ${PIPESTATUS[0]}"
