# The code after a string loop is checked by the verifier once for each way
# out of the loop, up to the next state it keeps (past 2 jumps and 8
# instructions): 600 predicated clauses of 5 index( )es each passed the
# kernel's million processed instructions (E2BIG, after a minute of
# verification) where sonda's estimate was 827,488. They are refused before
# loading with a D error naming the limit (compiled only, -e); 100 such
# clauses (191,034 instructions processed) load and run.
clauses() {	# clauses N: N predicated clauses of 5 index( )es
	awk -v n="$1" 'BEGIN {
		print "BEGIN { this->i = 0; }"
		for (c = 0; c < n; c++) {
			printf "BEGIN /this->i >= 0/ {"
			for (j = 0; j < 5; j++)
				printf " this->r%d = index(\"abcdefgh%d\", \"h%d\");", j, c, j
			print " }"
		}
		print "BEGIN { printf(\"%d\\n\", this->r4); exit(0); }"
	}'
}
clauses 600 > "$SONDA_TEST_TMP/many.d"
"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/many.d" 2>&1 | sed -n 1p | sed -E 's|^.*/many.d|many.d|'
echo "status ${PIPESTATUS[0]}"
clauses 100 > "$SONDA_TEST_TMP/fits.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/fits.d"
echo "status $?"
