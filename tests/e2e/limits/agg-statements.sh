# @@timeout: 180
# A new aggregation entry's insert that fails (another CPU made the key)
# is the jump side of its test, so a path through an aggregating statement
# passes the fall-throughs of two undecided jumps, not three, and the
# verifier keeps at most two pending per statement (8,192 in all): a
# clause of 2,800 statements @c[x] = count( ) (refused with D_NOREG when
# each counted three) loads and runs. min( ) and max( ) test whether
# this CPU's copy is set, then compare: a path passes one of the two
# fall-throughs, not both, and 900 statements of each (refused when a
# statement counted six) load and run.
awk 'BEGIN {
	print "BEGIN { x = 1;"
	for (i = 0; i < 2800; i++) print "@c[x] = count();"
	print "exit(0); }"
}' > "$SONDA_TEST_TMP/count.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/count.d" 2>&1 | awk NF
echo "status ${PIPESTATUS[0]}"
awk 'BEGIN {
	print "BEGIN { x = 1;"
	for (i = 0; i < 900; i++)
		printf "@m[x] = max(x + %d); @n[x] = min(x - %d);\n", i % 5, i % 3
	print "exit(0); }"
}' > "$SONDA_TEST_TMP/minmax.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/minmax.d" 2>&1 | awk NF
echo "status ${PIPESTATUS[0]}"
