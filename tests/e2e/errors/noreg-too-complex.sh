# An expression that needs more stack than the kernel gives a BPF program
# (each nesting level keeps values while its right side is computed) is a
# D error with DTrace's D_NOREG, not an internal error; one level less of
# the same shape, and shapes that need many registers at once, run.
deep() {	# deep N: N levels of calls nested in right operands
	e=v
	for i in $(seq 1 "$1"); do
		e="(progenyof(v + $i) + rand() % (strlen(\"xx\") + $e))"
	done
	printf 'BEGIN { v = 1; x = %s; printf("ran\\n"); exit(0); }\n' "$e"
}
deep 40 > "$SONDA_TEST_TMP/deep.d"
"$SONDA" -x errtags -q -s "$SONDA_TEST_TMP/deep.d" 2>&1 | sed "s|$SONDA_TEST_TMP/||"
echo "status ${PIPESTATUS[0]}"
deep 12 > "$SONDA_TEST_TMP/ok.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/ok.d"
echo "status $?"
