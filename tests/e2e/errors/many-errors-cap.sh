# At most 20 errors are printed, then how many more there were.
for i in $(seq 25); do echo "BEGIN { x$i = \"s\" << 1; }"; done > "$SONDA_TEST_TMP/t.d"
"$SONDA" -e -s "$SONDA_TEST_TMP/t.d" 2>&1 | grep -c ': error: '
"$SONDA" -e -s "$SONDA_TEST_TMP/t.d" 2>&1 | tail -1
