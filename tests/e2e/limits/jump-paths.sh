# @@timeout: 300
# The kernel's verifier follows a program's paths depth first and keeps
# the other side of each conditional jump it cannot decide until the path
# it follows ends: past 8,192 such jumps on one path it refuses the program
# ("The sequence of 8193 jumps is too complex"). A clause of 8,000
# statements with a ?: each (one such jump: the comparison's 0 or 1 is a
# constant on each of its paths) loads and runs; one of 9,000 is refused
# with a D error naming the limit before anything is loaded, and so is a
# shorter clause of string functions (each with several such jumps), never
# a verifier rejection. A string loop counts once (the verifier goes past
# it first and keeps its body for later): 200 clauses of string functions
# that loop load and run.
gen() {	# gen N: a BEGIN clause of N statements x = y > k ? x + 1 : x - 1
	awk -v n="$1" 'BEGIN {
		print "BEGIN { x = 0; y = 1;"
		for (i = 0; i < n; i++) printf "x = y > %d ? x + 1 : x - 1;\n", i % 3
		print "printf(\"%d\\n\", x); exit(0); }"
	}'
}
gen 8000 > "$SONDA_TEST_TMP/fits.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/fits.d" | awk NF
echo "status ${PIPESTATUS[0]}"
gen 9000 > "$SONDA_TEST_TMP/past.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/past.d" 2>&1 | sed -n 1p |
	sed -E 's|^.*/past.d|past.d|; s/have [0-9]+ conditional/have N conditional/'
echo "status ${PIPESTATUS[0]}"
awk 'BEGIN {
	print "BEGIN { s = \"abc\";"
	for (i = 0; i < 2000; i++)
		printf "t = substr(strjoin(s, lltostr(%d)), %d, 3);\n", i, i % 4
	print "printf(\"%s\\n\", t); exit(0); }"
}' > "$SONDA_TEST_TMP/strs.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/strs.d" 2>&1 | sed -n 1p |
	sed -E 's|^.*/strs.d|strs.d|; s/have [0-9]+ conditional/have N conditional/'
echo "status ${PIPESTATUS[0]}"
awk 'BEGIN {
	print "#pragma D option strsize=16383"
	print "long x;"
	for (c = 0; c < 200; c++)
		printf "BEGIN { this->s = strjoin(lltostr(%d), \"/a/./b\"); x += index(this->s, \"b\") + strlen(cleanpath(this->s)) + (strstr(this->s, \"a\") != NULL); }\n", c
	print "BEGIN { printf(\"%d\\n\", x); exit(0); }"
}' > "$SONDA_TEST_TMP/loops.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/loops.d" | awk NF
echo "status ${PIPESTATUS[0]}"
