# A -s file that cannot be opened or read is met in its turn: dtrace(1)
# compiles each program as it comes to it (compile_file( ) opens the file
# then), so an error of a program before it comes first, and a file
# missing before a wrong program is the error.
printf 'BEGIN { trace(nosuch); }\n' > "$SONDA_TEST_TMP/bad.d"
printf 'BEGIN { exit(0); }\n' > "$SONDA_TEST_TMP/good.d"
run() {
	"$SONDA" -e -x errtags "$@" 2>&1 | sed "s|$SONDA_TEST_TMP/||g"
	echo "status ${PIPESTATUS[0]}"
}
run -s "$SONDA_TEST_TMP/bad.d" -s /nonexistent
run -s "$SONDA_TEST_TMP/bad.d" -s "$SONDA_TEST_TMP"
run -n 'BEGIN { trace(nosuch); }' -s /nonexistent
run -s "$SONDA_TEST_TMP/good.d" -s /nonexistent -s "$SONDA_TEST_TMP/bad.d"
run -s /nonexistent -s "$SONDA_TEST_TMP/bad.d"
