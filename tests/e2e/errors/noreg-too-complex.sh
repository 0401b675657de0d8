# An expression that holds more values at once than DTrace's code generator
# has registers for (16: each nesting level keeps values while its right
# side is computed; here three a level), or calls a function with 12 held,
# is refused as DTrace refuses it (EDT_NOREG: lang/sema_regs.c), not an
# internal error; a shallower one of the same shape, holding 10 values and
# calling strlen( ) with 9 held, runs (with 4 levels its calls hold 12).
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
deep 3 > "$SONDA_TEST_TMP/ok.d"
"$SONDA" -q -s "$SONDA_TEST_TMP/ok.d"
echo "status $?"
