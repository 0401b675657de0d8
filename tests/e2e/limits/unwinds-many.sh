# @@timeout: 120
# The kernel's verifier processes at most 1,000,000 instructions of one
# program, however few jumps it keeps pending. Each ustack( ) walks the user
# stack in a loop the verifier checks some 2,000 instructions long: 600 in a
# clause (387,186 instructions; the kernel gave up after a minute, E2BIG),
# or in 600 predicated clauses, are refused before loading with a D error
# naming the limit; 50 in a clause load and run. Compiled only (-e) where
# refused.
walks() {	# walks N CLAUSES: N ustack( )s in one clause, or one in each of N
	awk -v n="$1" -v c="$2" 'BEGIN {
		if (c) {
			print "BEGIN { this->i = 0; }"
			for (i = 0; i < n; i++) print "BEGIN /this->i >= 0/ { ustack(); }"
			print "BEGIN { exit(0); }"
		} else {
			print "BEGIN {"
			for (i = 0; i < n; i++) print "\tustack();"
			print "\texit(0);\n}"
		}
	}'
}
walks 600 0 > "$SONDA_TEST_TMP/one.d"
"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/one.d" 2>&1 | sed -n 1p | sed -E 's|^.*/one.d|one.d|'
echo "status ${PIPESTATUS[0]}"
walks 600 1 > "$SONDA_TEST_TMP/many.d"
"$SONDA" -e -x errtags -s "$SONDA_TEST_TMP/many.d" 2>&1 | sed -n 1p | sed -E 's|^.*/many.d|many.d|'
echo "status ${PIPESTATUS[0]}"
walks 50 0 > "$SONDA_TEST_TMP/fits.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/fits.d" > /dev/null
echo "status $?"
