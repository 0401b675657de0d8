# An expression that holds more values at once than DTrace's code generator
# has registers for (14: each nesting level keeps values while its right
# side is computed; here three a level) is refused as DTrace refuses it
# (EDT_NOREG: lang/sema_regs.c), not an internal error; a shallower one of
# the same shape, needing 13 registers, runs.
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
deep 4 > "$SONDA_TEST_TMP/ok.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/ok.d"
echo "status $?"
