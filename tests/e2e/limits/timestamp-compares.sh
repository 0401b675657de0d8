# @@timeout: 60
# timestamp is kept in scratch memory once a clause has taken it, as
# DTrace keeps it in its machine state: kept in a stack slot, the verifier
# linked the slot with the registers read from it, so that each
# comparison timestamp == N it decided made the slot a constant of a path
# of its own to the program's end. A predicate of 600 terms
# (timestamp != N || strlen(execname) == N) passed the million
# instructions the verifier processes (refused: "BPF program is too
# large"); it now loads (about 50,000).
awk 'BEGIN {
	printf "BEGIN /"
	for (i = 0; i < 600; i++)
		printf "%s(timestamp != %d || strlen(execname) == %d)", i ? " && " : "", i, i
	print "/ { printf(\"ok\\n\"); }"
	print "BEGIN { exit(0); }"
}' > "$SONDA_TEST_TMP/ts.d"
"$SONDA" -q -x errtags -s "$SONDA_TEST_TMP/ts.d" 2>&1 | awk NF | head -3
echo "status ${PIPESTATUS[0]}"
