# @@timeout: 60
# progenyof( )'s count of the ancestors it may still visit (256, as
# DTrace's bpf/progenyof.S) is a scratch cell, as the string loops' are:
# kept in a stack slot, the verifier knew it as a constant, so each of the
# 256 turns was a state of its own, checked with the turns before it still
# pending on its stack (about 1,000 more). After 900 statements that keep
# 7,200 jumps pending, a progenyof( ) was refused ("The sequence of 8193
# jumps is too complex") where the pending-jumps estimate counted 7,201.
awk 'BEGIN {
	print "BEGIN {"
	print "x = 0;"
	for (i = 0; i < 900; i++) {
		printf "x = "
		for (k = 0; k < 8; k++)
			printf "%s(rand() & %d ? 1 : 2)", k ? " + " : "", 2 ^ k
		print ";"
	}
	print "printf(\"%d\\n\", progenyof(pid)); exit(0); }"
}' > "$SONDA_TEST_TMP/p.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/p.d" 2>&1 | awk NF | head -3
echo "status ${PIPESTATUS[0]}"
