# @@timeout: 240
# The kernel loads at most 1,000,000 instructions in one program. A clause
# longer than that is refused with a D error naming the limit as soon as it
# is generated (never a verifier rejection, never minutes of work): the
# longest chain x = y + y + ... that fits runs, one term more is refused,
# and so is a chain of 600,000 terms. The edge is measured from sonda's own
# listing (-e -S) of two shorter chains, so it follows the code generator.
chain() {	# chain N: a BEGIN clause summing N variables
	awk -v n="$1" 'BEGIN {
		printf "BEGIN { y = 1; x = y"
		for (i = 1; i < n; i++) printf " + y"
		print "; printf(\"%d\\n\", x); exit(0); }"
	}'
}
insns() {	# insns FILE: instructions in the program of FILE
	"$SONDA" -e -S -s "$1" 2>&1 | awk '/^[0-9]+ [0-9]+: / { n = $1 + 0 } END { print n + 1 }'
}
chain 10000 > "$SONDA_TEST_TMP/a.d"
chain 20000 > "$SONDA_TEST_TMP/b.d"
a=$(insns "$SONDA_TEST_TMP/a.d")
b=$(insns "$SONDA_TEST_TMP/b.d")
per=$(((b - a) / 10000))
max=$((20000 + (1000000 - b) / per))
echo "per term: $((per > 0))"
chain "$max" > "$SONDA_TEST_TMP/edge.d"
[ "$(insns "$SONDA_TEST_TMP/edge.d")" -le 1000000 ] && echo "edge fits"
"$SONDA" -q -s "$SONDA_TEST_TMP/edge.d" | awk -v m="$max" 'NF { print ($1 == m) ? "edge runs" : "edge printed " $0 }'
echo "status ${PIPESTATUS[0]}"
chain $((max + 1)) > "$SONDA_TEST_TMP/past.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/past.d" 2>&1 | sed -n 1p |
	sed -E 's|^.*/past.d|past.d|; s/have [0-9]+ instructions/have N instructions/'
echo "status ${PIPESTATUS[0]}"
chain 600000 > "$SONDA_TEST_TMP/huge.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/huge.d" 2>&1 | sed -n 1p |
	sed -E 's|^.*/huge.d|huge.d|; s/have [0-9]+ instructions/have N instructions/'
echo "status ${PIPESTATUS[0]}"
