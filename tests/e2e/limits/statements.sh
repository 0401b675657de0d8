# @@timeout: 120
# Long clauses and many of them stay inside the kernel's limits by
# construction: 5,000 statements in a clause, 2,000 clauses on one probe, an
# if whose body (12,000 statements, about 96,000 instructions) is longer
# than a conditional jump reaches (32,767 instructions), and an else-if
# chain of 1,500 arms all load and run at a profile probe; a chain of 1,700
# arms is refused by the parser as the DTraces that have if refuse it: their
# grammar nests each arm in the else of the one before, 6 states of bison's
# stack of 10,000 each ("memory exhausted").
awk 'BEGIN {
	print "tick-1ms { x = 0;"
	for (i = 0; i < 5000; i++) printf "x = x + %d;\n", i
	print "printf(\"%d\\n\", x); exit(0); }"
}' > "$SONDA_TEST_TMP/stmts.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/stmts.d"
awk 'BEGIN {
	for (i = 0; i < 2000; i++) printf "tick-1ms /i == %d/ { x%d = %d; i++; }\n", i, i % 50, i
	print "tick-1ms /i >= 2000/ { printf(\"%d %d\\n\", i, x49); exit(0); }"
}' > "$SONDA_TEST_TMP/clauses.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/clauses.d"
awk 'BEGIN {
	print "tick-1ms { x = 0; y = 1; if (y == 1) {"
	for (i = 0; i < 12000; i++) printf "x = x + %d;\n", i % 7
	print "} printf(\"%d\\n\", x); exit(0); }"
}' > "$SONDA_TEST_TMP/bigif.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/bigif.d"
chain() {	# chain N: an else-if chain of N arms choosing arm 1234 % N
	awk -v n="$1" 'BEGIN {
		print "tick-1ms { x = 1234 % " n ";"
		printf "if (x == 0) y = 0;"
		for (i = 1; i < n; i++) printf " else if (x == %d) y = %d;", i, i
		print " else y = -1; printf(\"%d\\n\", y); exit(0); }"
	}'
}
chain 1500 > "$SONDA_TEST_TMP/chain1500.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/chain1500.d"
chain 1700 > "$SONDA_TEST_TMP/chain1700.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/chain1700.d" 2>&1 | sed 's|^.*/chain1700.d|chain1700.d|'
echo "status ${PIPESTATUS[0]}"
